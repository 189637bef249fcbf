/** An organization's logo, or its initial in a circle when it has none (decorative: the name is next to it). */
export function OrgLogo({ name, src, size = 'large' }: { name: string; src: string | null; size?: 'small' | 'large' }) {
  return src ? (
    <img className={`org-logo org-logo-${size}`} src={src} alt="" />
  ) : (
    <span className={`org-logo org-logo-${size} org-logo-initial`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
