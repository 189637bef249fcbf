/** Reading a chosen logo file into the upload format (spec 01 §3: a data URL with a type, a name and base64 content). */
import type { LogoUpload } from '../../../api/organization/organizations.ts';

export function readLogo(file: File): Promise<LogoUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () =>
      resolve({ filename: file.name, contentType: file.type, size: file.size, dataUrl: String(reader.result) });
    reader.readAsDataURL(file);
  });
}
