// The body map's drawing: a front and a back figure in a 200 × 420 box, made of simple shapes. Each muscle region
// lists the muscle codes it shows (prisma/seed/muscles.ts); a muscle may show in more than one region (the side
// delts are seen from the front and from the back). Shapes are drawn for the viewer's left half; `mirror` draws them
// again reflected about the centre line (x = 100), so both sides stay identical.

import type { components } from '../../i18n/en/components';

export type BodyView = 'front' | 'back';
export type BodyRegionId = keyof typeof components.bodyMap.regions;

export const FIGURE_WIDTH = 200;
export const FIGURE_HEIGHT = 420;
export const CENTRE_X = FIGURE_WIDTH / 2;

export interface BodyRegion {
  /** Unique across both views; the catalogue names each (components.bodyMap.regions). */
  id: BodyRegionId;
  view: BodyView;
  muscles: readonly string[];
  /** SVG path data for the viewer's left half (or the whole shape when `mirror` is false). */
  paths: readonly string[];
  mirror: boolean;
}

/** Parts of the figure that are not muscles we track: drawn in the base colour. */
export interface BodyOutline {
  view: BodyView;
  paths: readonly string[];
  mirror: boolean;
}

const both = (view: BodyView, paths: string[]): BodyOutline => ({ view, paths, mirror: true });

// The silhouette, identical front and back: head, neck, torso, arms, hands, legs and feet (left half).
const SILHOUETTE = [
  // Head and neck
  'M100,8 C88,8 80,18 80,32 C80,46 88,58 100,58 Z',
  'M89,52 L100,54 L100,76 L86,74 Z',
  // Torso: shoulder, armpit, waist, hip, crotch
  'M100,66 L88,66 C82,72 72,74 62,76 C52,78 46,88 46,100 L48,112 L64,112 C66,126 70,150 72,178 C70,188 66,198 66,210 L100,234 Z',
  // Arm: upper arm, elbow, forearm, wrist
  'M48,100 C44,116 42,136 42,158 C40,176 36,200 34,226 L46,228 C50,204 56,180 60,160 C62,140 64,124 64,108 Z',
  // Hand
  'M34,224 C30,232 29,244 32,252 C36,256 42,254 44,248 C46,240 46,232 46,226 Z',
  // Leg: thigh, knee, shin, ankle
  'M66,206 C64,230 66,270 72,300 C70,330 72,360 78,390 L92,390 C94,360 96,330 94,306 C98,280 100,250 100,232 Z',
  // Foot
  'M78,388 C74,396 72,404 76,408 L94,408 C96,402 94,394 92,388 Z',
];

export const BODY_OUTLINES: readonly BodyOutline[] = [both('front', SILHOUETTE), both('back', SILHOUETTE)];

const region = (id: BodyRegionId, view: BodyView, muscles: string[], paths: string[], mirror = true): BodyRegion => ({
  id,
  view,
  muscles,
  paths,
  mirror,
});

export const BODY_REGIONS: readonly BodyRegion[] = [
  // ---------- Front ----------
  region('front-neck', 'front', ['STERNOCLEIDOMASTOID'], ['M89,56 L93,56 L99,73 L94,74 Z']),
  region('front-traps', 'front', ['UPPER_TRAPEZIUS'], ['M88,62 C87,69 80,73 68,77 L86,74 Z']),
  region('front-front-delts', 'front', ['ANTERIOR_DELTOID'], ['M68,79 C62,80 58,86 57,94 C57,100 60,106 64,110 C66,98 70,88 76,81 Z']),
  region('front-side-delts', 'front', ['LATERAL_DELTOID'], ['M63,79 C54,80 48,88 47,98 L49,108 C52,104 54,98 55,92 C56,86 59,82 63,79 Z']),
  region('front-upper-chest', 'front', ['PECTORALIS_MAJOR_CLAVICULAR'], ['M99,79 L80,80 C75,83 71,88 70,94 L99,95 Z']),
  region('front-mid-chest', 'front', ['PECTORALIS_MAJOR_STERNAL', 'PECTORALIS_MINOR'], ['M99,97 L70,96 C69,102 70,108 72,112 L99,112 Z']),
  region('front-lower-chest', 'front', ['PECTORALIS_MAJOR_ABDOMINAL'], ['M99,114 L73,114 C78,121 88,125 99,124 Z']),
  region(
    'front-serratus',
    'front',
    ['SERRATUS_ANTERIOR'],
    ['M67,116 L76,119 L75,123 L67,121 Z', 'M68,124 L77,127 L76,131 L68,129 Z', 'M69,132 L78,135 L77,139 L70,137 Z'],
  ),
  region('front-abs', 'front', ['RECTUS_ABDOMINIS', 'TRANSVERSE_ABDOMINIS'], ['M99,128 L87,128 C86,150 86,172 88,196 L99,203 Z']),
  region(
    'front-obliques',
    'front',
    ['EXTERNAL_OBLIQUES', 'INTERNAL_OBLIQUES'],
    ['M84,128 L79,140 C78,158 76,176 72,190 L85,197 C84,174 84,150 84,128 Z'],
  ),
  region(
    'front-biceps',
    'front',
    ['BICEPS_LONG_HEAD', 'BICEPS_SHORT_HEAD', 'BRACHIALIS'],
    ['M62,114 C56,116 50,124 48,136 C47,144 47,150 48,156 L58,157 C61,144 63,128 62,114 Z'],
  ),
  region(
    'front-forearms',
    'front',
    ['BRACHIORADIALIS', 'WRIST_FLEXORS'],
    ['M47,162 L59,163 C57,182 52,204 46,224 L36,223 C38,202 42,180 47,162 Z'],
  ),
  region('front-hip-flexors', 'front', ['ILIOPSOAS'], ['M86,200 L98,207 L96,218 L84,210 Z']),
  region(
    'front-abductors',
    'front',
    ['TENSOR_FASCIAE_LATAE', 'GLUTEUS_MEDIUS'],
    ['M72,193 C68,200 67,208 67,220 L73,218 C75,210 78,204 82,199 Z'],
  ),
  region(
    'front-quads',
    'front',
    ['QUADRICEPS'],
    ['M82,204 C75,212 70,224 69,244 C69,266 72,284 76,296 L90,296 C93,278 93,256 91,236 L85,212 Z'],
  ),
  region('front-adductors', 'front', ['ADDUCTORS'], ['M89,214 L99,234 C98,250 96,264 94,276 C94,258 93,240 89,214 Z']),
  region('front-tibialis', 'front', ['TIBIALIS_ANTERIOR'], ['M80,318 C78,336 78,358 81,384 L86,384 C86,358 86,336 86,318 Z']),
  region(
    'front-calves',
    'front',
    ['GASTROCNEMIUS', 'SOLEUS'],
    ['M77,318 C72,332 72,352 76,378 L79,378 C77,356 77,336 78,318 Z', 'M88,318 C93,332 93,352 90,378 L88,378 C88,356 89,336 88,318 Z'],
  ),

  // ---------- Back ----------
  region('back-neck', 'back', ['SPLENIUS_CAPITIS', 'LEVATOR_SCAPULAE'], ['M91,54 L99,55 L99,62 L90,64 Z']),
  region('back-upper-traps', 'back', ['UPPER_TRAPEZIUS'], ['M99,64 L90,66 C86,71 78,75 68,78 L84,88 L99,90 Z']),
  region('back-mid-traps', 'back', ['MIDDLE_TRAPEZIUS', 'LOWER_TRAPEZIUS'], ['M99,91 L91,91 C91,112 94,140 99,168 Z']),
  region('back-rear-delts', 'back', ['POSTERIOR_DELTOID'], ['M67,80 C61,81 57,86 56,94 C56,100 58,104 61,106 C64,96 70,88 80,84 Z']),
  region('back-side-delts', 'back', ['LATERAL_DELTOID'], ['M63,79 C54,80 48,88 47,98 L49,108 C52,104 54,98 55,92 C56,86 59,82 63,79 Z']),
  region(
    'back-rotator-cuff',
    'back',
    ['SUPRASPINATUS', 'INFRASPINATUS', 'TERES_MINOR', 'SUBSCAPULARIS'],
    ['M82,88 C74,92 68,98 66,106 C70,112 76,114 84,112 L84,92 Z'],
  ),
  region('back-rhomboids', 'back', ['RHOMBOIDS'], ['M89,91 L85,92 L85,114 L92,126 C90,114 89,102 89,91 Z']),
  region(
    'back-lats',
    'back',
    ['LATISSIMUS_DORSI', 'TERES_MAJOR'],
    ['M66,112 C72,116 80,121 87,130 C90,146 94,160 97,172 L88,178 C80,164 74,142 68,124 Z'],
  ),
  region(
    'back-triceps',
    'back',
    ['TRICEPS_LONG_HEAD', 'TRICEPS_LATERAL_HEAD', 'TRICEPS_MEDIAL_HEAD'],
    ['M49,110 C45,124 44,140 45,156 L58,157 C61,142 63,126 62,110 Z'],
  ),
  region('back-forearms', 'back', ['WRIST_EXTENSORS'], ['M47,162 L59,163 C57,182 52,204 46,224 L36,223 C38,202 42,180 47,162 Z']),
  region('back-lower-back', 'back', ['ERECTOR_SPINAE', 'QUADRATUS_LUMBORUM'], ['M98,172 L90,180 C87,188 87,196 89,202 L98,204 Z']),
  region(
    'back-abductors',
    'back',
    ['GLUTEUS_MEDIUS', 'GLUTEUS_MINIMUS', 'TENSOR_FASCIAE_LATAE'],
    ['M73,190 C69,196 67,204 67,214 C72,208 80,204 90,203 L86,192 Z'],
  ),
  region('back-glutes', 'back', ['GLUTEUS_MAXIMUS'], ['M98,206 C86,204 74,210 70,222 C72,238 84,246 98,243 Z']),
  region(
    'back-hamstrings',
    'back',
    ['BICEPS_FEMORIS', 'SEMITENDINOSUS', 'SEMIMEMBRANOSUS'],
    ['M71,248 C70,266 72,284 77,298 L91,298 C94,282 94,264 92,250 Z'],
  ),
  region('back-adductors', 'back', ['ADDUCTORS'], ['M94,250 L99,248 L98,262 C97,272 95,280 93,288 C95,274 95,262 94,250 Z']),
  region('back-calves', 'back', ['GASTROCNEMIUS', 'SOLEUS'], ['M77,314 C71,328 71,350 76,372 L90,372 C94,350 94,328 90,314 Z']),
];

export const BODY_VIEWS: readonly BodyView[] = ['front', 'back'];

export const regionsFor = (view: BodyView) => BODY_REGIONS.filter((item) => item.view === view);

/** Every muscle code some region shows. */
export function mappedMuscleCodes(): Set<string> {
  return new Set(BODY_REGIONS.flatMap((item) => item.muscles));
}

/** The transform that draws a left-half shape on the right half. */
export const MIRROR_TRANSFORM = `translate(${FIGURE_WIDTH} 0) scale(-1 1)`;
