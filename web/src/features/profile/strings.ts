// Texts of /profile's creator-profile editing.

export const profileStrings = {
  edit: 'Edit profile',
  formLabel: 'Edit creator profile',
  displayName: 'Display name',
  displayNameHelp: 'Optional: how your name appears on your workouts.',
  fullName: 'Full name',
  userName: 'Creator user name',
  bio: 'Bio',
  bioHelp: 'Optional, up to 2000 characters.',
  saved: 'Your creator profile is saved.',
  photo: 'Profile photo',
  photoChoose: 'Upload a photo',
  photoReplace: 'Replace photo',
  photoRemove: 'Remove photo',
  photoUploading: 'Uploading…',
  photoUploaded: 'Photo uploaded',
  noPhoto: 'No photo yet: your initial is shown instead.',
};
