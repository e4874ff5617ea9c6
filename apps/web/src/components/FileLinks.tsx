import { Link } from '@mui/material';

/** Stored files as their signed download links, comma-separated (a name alone when it has no link). */
export function FileLinks({ files }: { files: readonly { filename: string; url?: string | null }[] }) {
  return (
    <>
      {files.map((file, i) => (
        <span key={file.url ?? file.filename}>
          {i > 0 && ', '}
          {file.url ? (
            <Link href={file.url} target="_blank" rel="noopener">
              {file.filename}
            </Link>
          ) : (
            file.filename
          )}
        </span>
      ))}
    </>
  );
}
