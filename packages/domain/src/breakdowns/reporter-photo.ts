const LABEL = "Photo from the machine's label: ";
const PHOTO_LINE = /^Photo from the machine's label: (\/api\/files\/[0-9a-f-]{36})$/m;

/** The line a photo sent from the machine's label adds to the breakdown's description. */
export function reporterPhotoLine(url: string): string {
  return `${LABEL}${url}`;
}

/** Splits a breakdown's description into its words and the reporter's photo (one of our files), if any. */
export function splitReporterPhoto(description: string): { text: string; photo_url: string | null } {
  const match = PHOTO_LINE.exec(description);
  if (!match) return { text: description, photo_url: null };
  const text = description.replace(match[0], '').trim();
  return { text, photo_url: match[1] };
}
