// The pages behind /terms, /privacy and /pmf as first written. Administrators edit them through the docs API;
// the seed only creates a page that does not exist yet.
export const docs = [
  {
    documentId: 'terms',
    title: 'Terms of Service',
    content: `# Terms of Service

Welcome to Liftmates. By creating an account you agree to these terms.

## Your account
You are responsible for what happens under your account. Keep your password to yourself and tell us at once if
you think someone else is using it.

## Your content
Workouts, programs, logs, videos and instructions you publish stay yours. You give Liftmates permission to show
them to the people you share them with, and to display them inside the product.

## Training safely
Liftmates shares exercise information, not medical advice. Check with a qualified professional before starting a
new training plan, stop when something hurts, and use spotters and safety equipment.

## Fair use
Do not upload content you have no right to share, harass other members or try to break the service.

## Changes
We may update these terms. We will tell you about important changes before they take effect.`,
  },
  {
    documentId: 'privacy',
    title: 'Privacy Policy',
    content: `# Privacy Policy

Liftmates collects what it needs to run your training log and the community around it, and nothing more.

## What we keep
- Your account: e-mail address, user name, time zone, measurement system and gender setting.
- What you create: workouts, programs, logs, ratings and feedback.
- Security records: hashed passwords and session tokens, never the passwords themselves.

## Who sees it
Your logs are visible to your workout buddies unless you make them private. Published workouts and programs are
public. We do not sell your data.

## Your choices
You can change your profile at any time in Settings, and ask us to delete your account by writing to support.`,
  },
  {
    documentId: 'pmf',
    title: 'WTF is Liftmates?',
    content: `# WTF is Liftmates?

Fitness is more fun together. Liftmates is where creators build and publish workouts and programs, members log
their training live, and friends keep each other honest in the Homies feed.

- **The Flexicon**: an open encyclopedia of exercises with the muscles they train, the equipment they need and
  how to do them well.
- **The Logbook**: start a workout, log every set, and watch your personal records climb.
- **Homies**: see what your buddies trained today and cheer them on.

Tell us what would make Liftmates indispensable for you: the feedback button is on every page.`,
  },
];
