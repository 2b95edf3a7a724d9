/** Where a breakdown's photo was sent from: the machine's QR label, or the in-app report form. */
export type ReporterPhotoSource = 'label' | 'app';

const LABELS: Record<ReporterPhotoSource, string> = {
  label: "Photo from the machine's label: ",
  app: 'Photo sent with the report: ',
};
const PHOTO_LINE =
  /^(Photo from the machine's label|Photo sent with the report): (\/api\/files\/[0-9a-f-]{36})$/m;

/** The line a reporter's photo adds to the breakdown's description. */
export function reporterPhotoLine(url: string, from: ReporterPhotoSource = 'label'): string {
  return `${LABELS[from]}${url}`;
}

/** Splits a breakdown's description into its words and the reporter's photo (one of our files), if any. */
export function splitReporterPhoto(description: string): {
  text: string;
  photo_url: string | null;
  from: ReporterPhotoSource | null;
} {
  const match = PHOTO_LINE.exec(description);
  if (!match) return { text: description, photo_url: null, from: null };
  const text = description.replace(match[0], '').trim();
  const from = match[1] === LABELS.app.slice(0, -2) ? 'app' : 'label';
  return { text, photo_url: match[2] ?? null, from };
}
