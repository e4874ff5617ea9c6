import { PROGRAM_NAME } from '@rc/domain';
import { useEffect } from 'react';
import { useParticipantViewMode } from './participantView';

/** Pages are titled '<program name> – <page title>' (an en dash, as the console's spec writes it). */
export function usePageTitle(title: string): void {
  // A participant tab shown inside the staff console's Participant View leaves the title to the console.
  const { readOnly } = useParticipantViewMode();
  useEffect(() => {
    if (readOnly) return;
    document.title = `${PROGRAM_NAME} – ${title}`;
  }, [title, readOnly]);
}
