import { Breadcrumb } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Crumb } from '../../lib/page-shell';

/** Shown on large screens only (§2.3). The last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  if (!crumbs.length) return null;
  return (
    <Breadcrumb.Root hideBelow="lg" size="sm" aria-label={t('app.header.breadcrumbs')} data-testid="breadcrumbs">
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <Breadcrumb.Item>
                {last || !crumb.to ? (
                  <Breadcrumb.CurrentLink color="fg">{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color="fg.muted">
                    <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
