import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Moon, MoonStar, Sun } from 'lucide-react';
import { useTheme, type Appearance } from '../../lib/theme';

const LABEL = { light: 'light', dark: 'dark', oled: 'variantOled' } as const satisfies Record<Appearance, string>;

/** Cycles light → dark → oled → light, like the `t` shortcut. */
export function ThemeToggle({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { userAppearance, cycle } = useTheme();
  const current = t('app.theme.current', { name: t(`app.theme.${LABEL[userAppearance]}`) });
  const Icon = userAppearance === 'light' ? Sun : userAppearance === 'dark' ? Moon : MoonStar;
  return (
    <IconButton
      aria-label={`${t('app.theme.toggle')} (${current})`}
      title={t('app.theme.shortcutTitle', { current })}
      variant="ghost"
      size={size}
      onClick={cycle}
      data-testid="theme-toggle"
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
}
