export const onboarding = {};
