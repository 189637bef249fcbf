/** A QR code image of a text (the `qrcode` package, loaded only on the 2FA tab). */
import { useEffect, useState } from 'react';
import { MSG } from '../messages.ts';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((m) => m.toDataURL(text, { margin: 1, width: 200 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img src={src} alt={label} width={200} height={200} /> : <p role="status">{MSG.preparingQr}</p>;
}
