// The root route: page-shell settings (reset on every route change), document metadata, the theme override, the
// keyboard shortcuts, the route progress bar and scroll restoration. Layouts render below it.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { notify } from '../components/toaster/toaster';
import { usePreferences } from '../features/settings/preferences';
import { applyPageMeta } from '../lib/page-meta';
import { PageShellProvider, usePageShellSettings } from '../lib/page-shell';
import { useShortcuts } from '../lib/shortcuts';
import { useTheme } from '../lib/theme';
import { RouteProgressBar } from './shell/RouteProgressBar';

function ShellEffects() {
  const { t } = useTranslation();
  const settings = usePageShellSettings();
  const { setOverride, cycle } = useTheme();
  const preferences = usePreferences();
  const navigate = useNavigate();

  useEffect(() => {
    setOverride(settings.theme);
  }, [settings.theme, setOverride]);

  useEffect(() => {
    applyPageMeta({ title: settings.title, description: settings.description });
  }, [settings.title, settings.description]);

  useShortcuts({
    cycleTheme: cycle,
    toggleMeasurement: () => {
      const next = preferences.measurementSystem === 'metric' ? 'imperial' : 'metric';
      void preferences.toggleMeasurement();
      notify.show(t('settings.shortcutMeasurement', { system: t(`settings.systems.${next}`) }), { id: 'shortcut-measurement' });
    },
    toggleGender: () => {
      const next = preferences.gender === 'Male' ? 'Female' : 'Male';
      void preferences.toggleGender();
      notify.show(t('settings.shortcutGender', { gender: t(`settings.genders.${next}`) }), { id: 'shortcut-gender' });
    },
    openProfile: () => void navigate('/profile'),
  });
  return null;
}

export function AppRoot() {
  return (
    <PageShellProvider>
      <ShellEffects />
      <RouteProgressBar />
      <Outlet />
      <ScrollRestoration />
    </PageShellProvider>
  );
}
