import type { MuscleSeed } from './types.js';

/** 49 muscles: the anatomical name plus the name people use on the gym floor. */
export const muscles: MuscleSeed[] = [
  // Chest
  { code: 'PECTORALIS_MAJOR_CLAVICULAR', name: 'Pectoralis Major (Clavicular Head)', friendlyName: 'Upper Chest' },
  { code: 'PECTORALIS_MAJOR_STERNAL', name: 'Pectoralis Major (Sternal Head)', friendlyName: 'Mid Chest' },
  { code: 'PECTORALIS_MAJOR_ABDOMINAL', name: 'Pectoralis Major (Abdominal Head)', friendlyName: 'Lower Chest' },
  { code: 'PECTORALIS_MINOR', name: 'Pectoralis Minor', friendlyName: 'Pec Minor' },

  // Shoulders
  { code: 'ANTERIOR_DELTOID', name: 'Anterior Deltoid', friendlyName: 'Front Delts' },
  { code: 'LATERAL_DELTOID', name: 'Lateral Deltoid', friendlyName: 'Side Delts' },
  { code: 'POSTERIOR_DELTOID', name: 'Posterior Deltoid', friendlyName: 'Rear Delts' },
  { code: 'SUPRASPINATUS', name: 'Supraspinatus', friendlyName: 'Upper Rotator Cuff' },
  { code: 'INFRASPINATUS', name: 'Infraspinatus', friendlyName: 'Rear Rotator Cuff' },
  { code: 'TERES_MINOR', name: 'Teres Minor', friendlyName: 'Lower Rotator Cuff' },
  { code: 'SUBSCAPULARIS', name: 'Subscapularis', friendlyName: 'Front Rotator Cuff' },

  // Back
  { code: 'LATISSIMUS_DORSI', name: 'Latissimus Dorsi', friendlyName: 'Lats' },
  { code: 'TERES_MAJOR', name: 'Teres Major', friendlyName: 'Lat Helper' },
  { code: 'RHOMBOIDS', name: 'Rhomboid Major and Minor', friendlyName: 'Rhomboids' },
  { code: 'LEVATOR_SCAPULAE', name: 'Levator Scapulae', friendlyName: 'Shoulder-Blade Lifter' },

  // Trapezius
  { code: 'UPPER_TRAPEZIUS', name: 'Trapezius (Upper Fibres)', friendlyName: 'Upper Traps' },
  { code: 'MIDDLE_TRAPEZIUS', name: 'Trapezius (Middle Fibres)', friendlyName: 'Mid Traps' },
  { code: 'LOWER_TRAPEZIUS', name: 'Trapezius (Lower Fibres)', friendlyName: 'Lower Traps' },

  // Lower back
  { code: 'ERECTOR_SPINAE', name: 'Erector Spinae', friendlyName: 'Lower Back' },
  { code: 'QUADRATUS_LUMBORUM', name: 'Quadratus Lumborum', friendlyName: 'QL' },

  // Biceps
  { code: 'BICEPS_LONG_HEAD', name: 'Biceps Brachii (Long Head)', friendlyName: 'Outer Biceps' },
  { code: 'BICEPS_SHORT_HEAD', name: 'Biceps Brachii (Short Head)', friendlyName: 'Inner Biceps' },
  { code: 'BRACHIALIS', name: 'Brachialis', friendlyName: 'Under-Biceps' },

  // Triceps
  { code: 'TRICEPS_LONG_HEAD', name: 'Triceps Brachii (Long Head)', friendlyName: 'Triceps Long Head' },
  { code: 'TRICEPS_LATERAL_HEAD', name: 'Triceps Brachii (Lateral Head)', friendlyName: 'Outer Triceps' },
  { code: 'TRICEPS_MEDIAL_HEAD', name: 'Triceps Brachii (Medial Head)', friendlyName: 'Inner Triceps' },

  // Forearms
  { code: 'BRACHIORADIALIS', name: 'Brachioradialis', friendlyName: 'Upper Forearm' },
  { code: 'WRIST_FLEXORS', name: 'Forearm Flexors', friendlyName: 'Inner Forearms' },
  { code: 'WRIST_EXTENSORS', name: 'Forearm Extensors', friendlyName: 'Outer Forearms' },

  // Core
  { code: 'RECTUS_ABDOMINIS', name: 'Rectus Abdominis', friendlyName: 'Abs' },
  { code: 'EXTERNAL_OBLIQUES', name: 'External Obliques', friendlyName: 'Obliques' },
  { code: 'INTERNAL_OBLIQUES', name: 'Internal Obliques', friendlyName: 'Deep Obliques' },
  { code: 'TRANSVERSE_ABDOMINIS', name: 'Transverse Abdominis', friendlyName: 'Deep Core' },
  { code: 'SERRATUS_ANTERIOR', name: 'Serratus Anterior', friendlyName: 'Serratus' },

  // Neck
  { code: 'STERNOCLEIDOMASTOID', name: 'Sternocleidomastoid', friendlyName: 'Front Neck' },
  { code: 'SPLENIUS_CAPITIS', name: 'Splenius Capitis', friendlyName: 'Back of Neck' },

  // Thighs
  { code: 'QUADRICEPS', name: 'Quadriceps', friendlyName: 'Quads' },
  { code: 'BICEPS_FEMORIS', name: 'Biceps Femoris', friendlyName: 'Outer Hamstring' },
  { code: 'SEMITENDINOSUS', name: 'Semitendinosus', friendlyName: 'Inner Hamstring' },
  { code: 'SEMIMEMBRANOSUS', name: 'Semimembranosus', friendlyName: 'Deep Inner Hamstring' },

  // Glutes and hips
  { code: 'GLUTEUS_MAXIMUS', name: 'Gluteus Maximus', friendlyName: 'Glutes' },
  { code: 'GLUTEUS_MEDIUS', name: 'Gluteus Medius', friendlyName: 'Side Glutes' },
  { code: 'GLUTEUS_MINIMUS', name: 'Gluteus Minimus', friendlyName: 'Deep Side Glutes' },
  { code: 'ILIOPSOAS', name: 'Iliopsoas', friendlyName: 'Hip Flexors' },
  { code: 'TENSOR_FASCIAE_LATAE', name: 'Tensor Fasciae Latae', friendlyName: 'TFL' },
  { code: 'ADDUCTORS', name: 'Adductor Group', friendlyName: 'Inner Thighs' },

  // Lower leg
  { code: 'GASTROCNEMIUS', name: 'Gastrocnemius', friendlyName: 'Calves' },
  { code: 'SOLEUS', name: 'Soleus', friendlyName: 'Lower Calves' },
  { code: 'TIBIALIS_ANTERIOR', name: 'Tibialis Anterior', friendlyName: 'Shins' },
];
