import type { ExerciseTagSeed } from './types.js';

/**
 * Exercise tags. Category tags are offered as browsing categories; the eight that are not
 * (isCategory false) only describe an exercise and are used for filtering.
 */
export const exerciseTags: ExerciseTagSeed[] = [
  {
    code: 'ABS_CORE',
    name: 'Abs & Core',
    description: 'Moves that train the abdominals, obliques and the deep muscles that brace the trunk.',
    isCategory: true,
  },
  {
    code: 'BALANCE',
    name: 'Balance',
    description: 'Drills that challenge stability and body control, often on one leg or an unstable surface.',
    isCategory: true,
  },
  {
    code: 'BODYWEIGHT_ONLY',
    name: 'Bodyweight Only',
    description: 'Needs nothing but your own body and a bit of floor space.',
    isCategory: true,
  },
  {
    code: 'BODYWEIGHT_WITH_EQUIPMENT',
    name: 'Bodyweight with Equipment',
    description: 'Your body provides the load, but a bar, rings, box or similar prop is needed.',
    isCategory: false,
  },
  {
    code: 'CALISTHENICS',
    name: 'Calisthenics',
    description: 'Skill-based bodyweight strength work such as pull-ups, dips, levers and handstands.',
    isCategory: true,
  },
  {
    code: 'CARDIO',
    name: 'Cardio',
    description: 'Raises the heart rate for a sustained stretch to build aerobic fitness.',
    isCategory: true,
  },
  {
    code: 'COMPOUND',
    name: 'Compound',
    description: 'Works several joints and muscle groups together in a single movement.',
    isCategory: false,
  },
  {
    code: 'ENDURANCE',
    name: 'Endurance',
    description: 'Built for long efforts or high repetitions rather than maximal load.',
    isCategory: false,
  },
  {
    code: 'GOOD_COOLDOWN',
    name: 'Good Cooldown',
    description: 'A calm, low-intensity option for winding down at the end of a session.',
    isCategory: false,
  },
  {
    code: 'GOOD_WARMUP',
    name: 'Good Warm-Up',
    description: 'Gets the joints moving and the blood flowing before harder work.',
    isCategory: true,
  },
  {
    code: 'GYM_FAVORITES',
    name: 'Gym Favorites',
    description: 'Staple lifts and moves you will see in almost every gym.',
    isCategory: true,
  },
  {
    code: 'HOME_EXERCISE',
    name: 'Home Exercise',
    description: 'Practical to do at home with little or no equipment.',
    isCategory: true,
  },
  {
    code: 'ISOMETRIC',
    name: 'Isometric',
    description: 'Holds a position under tension without the muscle changing length.',
    isCategory: true,
  },
  {
    code: 'LEGS_SPLIT',
    name: 'Legs Split',
    description: 'Belongs on leg day in a push, pull and legs routine.',
    isCategory: true,
  },
  {
    code: 'MACHINE',
    name: 'Machine',
    description: 'Performed on a guided gym machine rather than with free weights.',
    isCategory: false,
  },
  {
    code: 'MARTIAL_ARTS',
    name: 'Martial Arts',
    description: 'Borrowed from striking or grappling practice, such as bag work or shadow boxing.',
    isCategory: false,
  },
  {
    code: 'OLYMPIC_LIFTING',
    name: 'Olympic Lifting',
    description: 'The snatch, the clean and jerk, and the pulls and presses that build towards them.',
    isCategory: true,
  },
  {
    code: 'PARTNER',
    name: 'Partner',
    description: 'Done with a training buddy who assists, resists or takes turns with you.',
    isCategory: true,
  },
  {
    code: 'PLATE_LOADED',
    name: 'Plate Loaded',
    description: 'Loaded by sliding weight plates onto a bar or machine sleeve.',
    isCategory: false,
  },
  {
    code: 'PLYOMETRIC',
    name: 'Plyometric',
    description: 'Explosive jumps and throws that train power and springiness.',
    isCategory: true,
  },
  {
    code: 'POWERLIFTING',
    name: 'Powerlifting',
    description: 'The squat, bench press and deadlift, plus their close variations.',
    isCategory: true,
  },
  {
    code: 'PREGNANCY',
    name: 'Pregnancy',
    description: 'Generally considered suitable during pregnancy; check with your doctor first.',
    isCategory: true,
  },
  {
    code: 'PULL_SPLIT',
    name: 'Pull Split',
    description: 'Belongs on pull day: back, rear shoulders and biceps.',
    isCategory: true,
  },
  {
    code: 'PUSH_SPLIT',
    name: 'Push Split',
    description: 'Belongs on push day: chest, front shoulders and triceps.',
    isCategory: true,
  },
  {
    code: 'STRETCHING',
    name: 'Stretching',
    description: 'Lengthens muscles to improve flexibility and range of motion.',
    isCategory: true,
  },
  {
    code: 'SWIMMING',
    name: 'Swimming',
    description: 'Takes place in the pool, from laps to drills in the water.',
    isCategory: false,
  },
  {
    code: 'UNILATERAL',
    name: 'Unilateral',
    description: 'Trains one arm or one leg at a time to even out left-right differences.',
    isCategory: true,
  },
  {
    code: 'YOGA',
    name: 'Yoga',
    description: 'Poses and flows drawn from yoga practice, combining strength, balance and breath.',
    isCategory: true,
  },
];
