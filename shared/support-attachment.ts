/**
 * Which files a support ticket may carry (spec 03 §5, §9): at most 5 MB each, and only file types a
 * support engineer can open safely. Spec 03 gives the size limit ("errors.support_attachment_exceed_limit
 * with limit 5") but no type list; the list below is ours: screenshots and recordings, text and logs,
 * configuration and data files, network captures, PDFs and archives of those. Executables, scripts and office macros
 * are left out. Types are judged by the file name's extension, as browsers often send no media type
 * for logs and configuration files. The dashboard refuses other files when they are picked; the mock
 * answers 400 naming the type.
 */

/** Attachments: at most 5 MB each (spec 03 §5, §9). */
export const ATTACHMENT_LIMIT_MB = 5;
export const ATTACHMENT_LIMIT_BYTES = ATTACHMENT_LIMIT_MB * 1024 * 1024;

/** File name extensions a ticket attachment may have, lower case with the dot. */
export const ATTACHMENT_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.mp4',
  '.mov',
  '.webm',
  '.txt',
  '.log',
  '.md',
  '.csv',
  '.json',
  '.yml',
  '.yaml',
  '.toml',
  '.conf',
  '.pcap',
  '.pdf',
  '.zip',
  '.gz',
  '.tgz',
  '.tar',
] as const;

/** The `accept` attribute of a file input offering the allowed types. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.join(',');

/** The extension of a file name, lower case with its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

export const attachmentTooLargeText = (limit: number = ATTACHMENT_LIMIT_MB): string =>
  `The selected file exceeds the maximum size of ${limit}MB`; // spec 03 §5

/** The message for a file of a type not accepted, naming the file and the accepted types. */
export const attachmentTypeText = (fileName: string): string =>
  `${fileName}: this file type is not accepted. Accepted types: ${ATTACHMENT_EXTENSIONS.join(', ')}`;

/** Why a file cannot be attached ('type' before 'size'), or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > ATTACHMENT_LIMIT_BYTES) return 'size';
  return null;
}
