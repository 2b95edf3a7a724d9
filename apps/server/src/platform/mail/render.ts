/** A short transactional mail: greeting, paragraphs, one action link, and a closing line. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Extra lines after the action, e.g. a code to type instead of clicking. */
  after?: string[];
  footer?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Renders the plain-text body (what every client shows) and a simple HTML body from the same parts. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const footer = content.footer ?? 'Plantwise CMMS';
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '-- ',
    footer,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.action
      ? [
          `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="font-size:13px;color:#6b7280">${escapeHtml(content.action.url)}</p>`,
        ]
      : []),
    ...(content.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
