/** Theme switch: follow the OS, or force light or dark (styles/theme.ts). */
import { Menu } from '../../components/ui/menu.tsx';
import { setTheme, useTheme, type ThemeChoice } from '../../styles/theme.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';

const LABELS: Record<ThemeChoice, MessageKey> = {
  system: 'shell.theme.system',
  light: 'shell.theme.light',
  dark: 'shell.theme.dark',
};
const ICONS: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' };

export function ThemeMenu() {
  const theme = useTheme();
  return (
    <Menu
      label={t('shell.theme')}
      triggerLabel={`${t('shell.theme')}: ${t(LABELS[theme])}`}
      trigger={<span aria-hidden="true">{ICONS[theme]}</span>}
      triggerClassName="icon-button"
      selectionMode="single"
      selectedKeys={[theme]}
      onSelectionChange={(keys) => {
        const [choice] = [...keys];
        if (choice) setTheme(choice as ThemeChoice);
      }}
      items={(Object.keys(LABELS) as ThemeChoice[]).map((choice) => ({ id: choice, label: t(LABELS[choice]) }))}
    />
  );
}
