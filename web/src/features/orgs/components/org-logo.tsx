/**
 * An organization's logo, or its initial in a circle when it has none or the image does not load
 * (decorative: the name is next to it).
 */
import { useState } from 'react';

export function OrgLogo({ name, src, size = 'large' }: { name: string; src: string | null; size?: 'small' | 'large' }) {
  const [failed, setFailed] = useState<string | null>(null);
  return src && failed !== src ? (
    <img className={`org-logo org-logo-${size}`} src={src} alt="" onError={() => setFailed(src)} />
  ) : (
    <span className={`org-logo org-logo-${size} org-logo-initial`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
