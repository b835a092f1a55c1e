// The body map: a front and a back figure drawn by us, each muscle region coloured by the summed target percentage
// of the exercise's muscles in it (a sequential scale with a legend), primary muscles outlined, a <title> per region,
// and a table listing every muscle with its percentage and whether it is primary, for people who cannot see the map.
import { Box, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useId, useMemo, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_OUTLINES, FIGURE_HEIGHT, FIGURE_WIDTH, MIRROR_TRANSFORM, regionsFor, type BodyView } from './regions';
import { BODY_MAP_SCALE, regionUsages, scaleStepLabel, usageRows, type BodyMapUsage, type RegionUsage } from './scale';

export type { BodyMapUsage } from './scale';

/** Theme-aware colours of the figure, from the Chakra tokens. */
const BASE_FILL = 'var(--chakra-colors-bg-emphasized)';
const IDLE_FILL = 'var(--chakra-colors-bg-muted)';
const GAP_STROKE = 'var(--chakra-colors-bg-panel)';
const PRIMARY_STROKE = 'var(--chakra-colors-fg)';

export interface BodyMapProps {
  muscleUsage: readonly BodyMapUsage[];
  view?: BodyView | 'both';
}

function Shapes({ paths, mirror, ...style }: { paths: readonly string[]; mirror: boolean } & SVGProps<SVGPathElement>) {
  return (
    <>
      {paths.map((d, index) => (
        <path key={`l${index}`} d={d} {...style} />
      ))}
      {mirror ? (
        <g transform={MIRROR_TRANSFORM}>
          {paths.map((d, index) => (
            <path key={`r${index}`} d={d} {...style} />
          ))}
        </g>
      ) : null}
    </>
  );
}

function Figure({ view, usages, summary }: { view: BodyView; usages: RegionUsage[]; summary: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const outlines = BODY_OUTLINES.filter((outline) => outline.view === view);
  const viewRegions = new Set(regionsFor(view).map((item) => item.id));
  // Primary regions are drawn last so their outline is never covered by a neighbour.
  const ordered = usages.filter((usage) => viewRegions.has(usage.region.id)).sort((a, b) => Number(a.isPrimary) - Number(b.isPrimary));
  return (
    <Stack align="center" gap="1" flex="1" minWidth="0">
      <svg
        viewBox={`0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        data-view={view}
        style={{ width: '100%', maxWidth: '220px', height: 'auto', display: 'block' }}
      >
        <title id={titleId}>{t(`components.bodyMap.figureLabel.${view}`, { summary })}</title>
        <g data-part="outline">
          {outlines.map((outline, index) => (
            <Shapes key={index} paths={outline.paths} mirror={outline.mirror} style={{ fill: BASE_FILL }} />
          ))}
        </g>
        {ordered.map((usage) => (
          <g
            key={usage.region.id}
            data-region={usage.region.id}
            data-percentage={usage.percentage}
            data-primary={usage.isPrimary ? 'true' : 'false'}
            style={{
              fill: usage.color ?? IDLE_FILL,
              stroke: usage.isPrimary ? PRIMARY_STROKE : GAP_STROKE,
              strokeWidth: usage.isPrimary ? 1.6 : 0.8,
              strokeLinejoin: 'round',
            }}
          >
            <title>{usage.title}</title>
            <Shapes paths={usage.region.paths} mirror={usage.region.mirror} />
          </g>
        ))}
      </svg>
      <Text fontSize="sm" color="fg.muted" aria-hidden="true">
        {t(`components.bodyMap.views.${view}`)}
      </Text>
    </Stack>
  );
}

function Swatch({ color, outlined = false }: { color: string; outlined?: boolean }) {
  return (
    <Box
      as="span"
      display="inline-block"
      width="4"
      height="4"
      borderRadius="sm"
      flexShrink={0}
      style={{ background: color, border: outlined ? `2px solid ${PRIMARY_STROKE}` : `1px solid var(--chakra-colors-border)` }}
      aria-hidden="true"
    />
  );
}

export function BodyMapLegend() {
  const { t } = useTranslation();
  return (
    <Stack gap="2" as="figure" aria-label={t('components.bodyMap.legend')} data-testid="body-map-legend">
      <Text as="figcaption" fontSize="sm" fontWeight="medium">
        {t('components.bodyMap.legend')}
      </Text>
      <Wrap gap="3" as="ul" listStyleType="none">
        {BODY_MAP_SCALE.map((step) => (
          <HStack as="li" key={step.min} gap="1.5">
            <Swatch color={step.color} />
            <Text fontSize="sm">{scaleStepLabel(step)}</Text>
          </HStack>
        ))}
        <HStack as="li" gap="1.5">
          <Swatch color={IDLE_FILL} />
          <Text fontSize="sm">{t('components.bodyMap.notWorked')}</Text>
        </HStack>
        <HStack as="li" gap="1.5">
          <Swatch color={IDLE_FILL} outlined />
          <Text fontSize="sm">{t('components.bodyMap.primary')}</Text>
        </HStack>
      </Wrap>
    </Stack>
  );
}

export function BodyMapTable({ muscleUsage }: { muscleUsage: readonly BodyMapUsage[] }) {
  const { t } = useTranslation();
  const rows = usageRows(muscleUsage);
  if (!rows.length) return <Text color="fg.muted">{t('components.bodyMap.empty')}</Text>;
  return (
    <Table.Root size="sm" variant="line" data-testid="body-map-table">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" color="fg" mt="0" mb="2">
        {t('components.bodyMap.tableCaption')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t('components.bodyMap.muscle')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {t('components.bodyMap.percentage')}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('components.bodyMap.isPrimary')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.muscleCode} data-muscle={row.muscleCode}>
            <Table.Cell>
              <Text as="span">{row.name}</Text>
              {row.anatomicalName && row.anatomicalName !== row.name ? (
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {row.anatomicalName}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell textAlign="end">{row.percentage}%</Table.Cell>
            <Table.Cell>{row.isPrimary ? t('components.bodyMap.yes') : t('components.bodyMap.no')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function BodyMap({ muscleUsage, view = 'both' }: BodyMapProps) {
  const { t } = useTranslation();
  const usages = useMemo(() => regionUsages(muscleUsage, t), [muscleUsage, t]);
  const summary = useMemo(() => {
    const items = usageRows(muscleUsage).map((row) =>
      t(row.isPrimary ? 'components.bodyMap.summaryPrimary' : 'components.bodyMap.summaryItem', {
        name: row.name,
        percentage: row.percentage,
      }),
    );
    return items.length ? t('components.bodyMap.summary', { items: items.join(', ') }) : t('components.bodyMap.noMuscles');
  }, [muscleUsage, t]);
  const views: BodyView[] = view === 'both' ? ['front', 'back'] : [view];
  return (
    <Stack gap="4" data-testid="body-map">
      <HStack gap={{ base: '2', md: '6' }} align="start" justify="center">
        {views.map((item) => (
          <Figure key={item} view={item} usages={usages} summary={summary} />
        ))}
      </HStack>
      <BodyMapLegend />
      <BodyMapTable muscleUsage={muscleUsage} />
    </Stack>
  );
}
