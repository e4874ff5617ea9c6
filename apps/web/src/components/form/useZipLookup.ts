import { useCallback } from 'react';
import { EnrolmentLookupZipDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';

export interface ZipPlace {
  city: string;
  state: string;
}

/**
 * Looks up city and state for a five-digit zip with the server's lookupZip query (participant spec
 * section 2: zip blur fills city and state). Null when the zip is unknown or the lookup fails; the
 * participant can still type them.
 */
export function useZipLookup(): (zip: string) => Promise<ZipPlace | null> {
  return useCallback(async (zip: string) => {
    if (!/^\d{5}$/.test(zip)) return null;
    try {
      return (await execute(EnrolmentLookupZipDocument, { zip })).lookupZip ?? null;
    } catch {
      return null;
    }
  }, []);
}
