// Icons for the equipment groups while they have no thumbnail image (decorative: the chip's text names the group).
import {
  Anchor,
  Cable,
  Cog,
  Cylinder,
  Disc,
  Dumbbell,
  HeartPulse,
  LensConvex,
  RulerDimensionLine,
  Spline,
  Torus,
  Volleyball,
  Weight,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  MACHINES: Cog,
  CARDIO_MACHINES: HeartPulse,
  CABLES: Cable,
  DUMBBELLS: Dumbbell,
  KETTLEBELLS: Weight,
  TRX_TRAINER: Anchor,
  MEDICINE_BALL: Volleyball,
  RESISTANCE_BANDS: Spline,
  GYMNASTIC_RINGS: Torus,
  BOSU_BALL: LensConvex,
  BARBELL: RulerDimensionLine,
  WEIGHT_PLATES: Disc,
  FOAM_ROLLER: Cylinder,
};

export const equipmentGroupIcon = (code: string): LucideIcon => ICONS[code] ?? Dumbbell;
