import { PROGRAM_NAME } from '@rc/domain';
import { useEffect } from 'react';

/** Pages are titled '<program name> - <page title>'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${PROGRAM_NAME} - ${title}`;
  }, [title]);
}
