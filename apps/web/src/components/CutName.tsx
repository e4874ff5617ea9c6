import { Box } from '@mui/material';
import { cutName } from '../lib/format';
import { visuallyHidden } from './visuallyHidden';

/**
 * A name shown cut to `max` characters: the cut text ends in an ellipsis and carries the full name as
 * its hover title; screen readers read the full name instead of the cut one.
 */
export function CutName({ name, max }: { name: string; max: number }) {
  const cut = cutName(name, max);
  if (cut === null) return <>{name}</>;
  return (
    <Box component="span" title={name}>
      <span aria-hidden="true">{cut}</span>
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>
    </Box>
  );
}
