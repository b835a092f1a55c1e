import { IconButton } from '@chakra-ui/react';
import { Moon, MoonStar, Sun } from 'lucide-react';
import { strings } from '../../lib/strings';
import { useTheme, type Appearance } from '../../lib/theme';

const LABEL: Record<Appearance, string> = { light: strings.theme.light, dark: strings.theme.dark, oled: strings.theme.variantOled };

/** Cycles light → dark → oled → light, like the `t` shortcut. */
export function ThemeToggle({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { userAppearance, cycle } = useTheme();
  const Icon = userAppearance === 'light' ? Sun : userAppearance === 'dark' ? Moon : MoonStar;
  return (
    <IconButton
      aria-label={`${strings.theme.toggle} (${strings.theme.current(LABEL[userAppearance])})`}
      title={`${strings.theme.current(LABEL[userAppearance])} · t`}
      variant="ghost"
      size={size}
      onClick={cycle}
      data-testid="theme-toggle"
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
}
