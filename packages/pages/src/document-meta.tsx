export interface DocumentMetaProps {
  title: string;
  description?: string;
}

/** React 19 hoists these into <head>, on the client and in a server render alike. */
export function DocumentMeta({ title, description }: DocumentMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
