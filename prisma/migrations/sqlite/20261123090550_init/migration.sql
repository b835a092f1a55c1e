-- CreateTable
CREATE TABLE "User" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "userNameKey" TEXT NOT NULL,
    "passwordHash" TEXT,
    "userTimezone" TEXT,
    "measurementSystem" TEXT,
    "gender" TEXT NOT NULL DEFAULT 'Male',
    "emailConfirmedAt" DATETIME,
    "disabledAt" DATETIME,
    "lastSignInAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Role" (
    "roleCode" TEXT NOT NULL PRIMARY KEY,
    "roleName" TEXT NOT NULL,
    "description" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "UserRole" (
    "userId" TEXT NOT NULL,
    "roleCode" TEXT NOT NULL,
    "grantedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "roleCode"),
    CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserRole_roleCode_fkey" FOREIGN KEY ("roleCode") REFERENCES "Role" ("roleCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "refreshTokenId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "familyId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "revokedAt" DATETIME,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OneTimeCode" (
    "oneTimeCodeId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "consumedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OneTimeCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OAuthAccount" (
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("provider", "providerAccountId"),
    CONSTRAINT "OAuthAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailMessage" (
    "mailMessageId" TEXT NOT NULL PRIMARY KEY,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "sentAt" DATETIME,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MediaAsset" (
    "mediaAssetId" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "filePath" TEXT NOT NULL,
    "fileUrl" TEXT NOT NULL,
    "fileFormat" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "thumbHash" TEXT,
    "description" TEXT,
    "uploadedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MediaAsset_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CreatorProfile" (
    "creatorProfileId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "fullName" TEXT NOT NULL,
    "displayName" TEXT,
    "userName" TEXT NOT NULL,
    "userNameKey" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',
    "bio" TEXT,
    "profilePhotoId" TEXT,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "isPinned" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CreatorProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "CreatorProfile_profilePhotoId_fkey" FOREIGN KEY ("profilePhotoId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CreatorSocialLink" (
    "creatorProfileId" TEXT NOT NULL,
    "socialMediaPlatformCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("creatorProfileId", "socialMediaPlatformCode"),
    CONSTRAINT "CreatorSocialLink_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CreatorSocialLink_socialMediaPlatformCode_fkey" FOREIGN KEY ("socialMediaPlatformCode") REFERENCES "SocialMediaPlatform" ("socialMediaPlatformCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SocialMediaPlatform" (
    "socialMediaPlatformCode" TEXT NOT NULL PRIMARY KEY,
    "socialMediaPlatformName" TEXT NOT NULL,
    "socialMediaPlatformUrlFormat" TEXT NOT NULL,
    "usernamePattern" TEXT NOT NULL,
    "hoverColor" TEXT NOT NULL,
    "hoverBackground" TEXT NOT NULL,
    "iconId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "SocialMediaPlatform_iconId_fkey" FOREIGN KEY ("iconId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Locale" (
    "localeCode" TEXT NOT NULL PRIMARY KEY,
    "localeName" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "iconId" TEXT,
    CONSTRAINT "Locale_iconId_fkey" FOREIGN KEY ("iconId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Doc" (
    "documentId" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "updatedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Doc_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Feedback" (
    "feedbackId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "feedback" TEXT NOT NULL,
    "isAnonymous" BOOLEAN NOT NULL,
    "userAgent" TEXT NOT NULL,
    "webhookStatus" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Feedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Muscle" (
    "muscleCode" TEXT NOT NULL PRIMARY KEY,
    "muscleName" TEXT NOT NULL,
    "friendlyName" TEXT NOT NULL,
    "thumbnailId" TEXT,
    CONSTRAINT "Muscle_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MuscleGroup" (
    "muscleGroupCode" TEXT NOT NULL PRIMARY KEY,
    "muscleGroupName" TEXT NOT NULL,
    "muscleGroupType" TEXT NOT NULL,
    "muscleGroupParent" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "thumbnailId" TEXT,
    CONSTRAINT "MuscleGroup_muscleGroupParent_fkey" FOREIGN KEY ("muscleGroupParent") REFERENCES "MuscleGroup" ("muscleGroupCode") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "MuscleGroup_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MuscleGroupMuscle" (
    "muscleGroupCode" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,

    PRIMARY KEY ("muscleGroupCode", "muscleCode"),
    CONSTRAINT "MuscleGroupMuscle_muscleGroupCode_fkey" FOREIGN KEY ("muscleGroupCode") REFERENCES "MuscleGroup" ("muscleGroupCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MuscleGroupMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle" ("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Equipment" (
    "equipmentCode" TEXT NOT NULL PRIMARY KEY,
    "equipmentName" TEXT NOT NULL,
    "thumbnailId" TEXT,
    CONSTRAINT "Equipment_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EquipmentGroup" (
    "equipmentGroupCode" TEXT NOT NULL PRIMARY KEY,
    "equipmentGroupName" TEXT NOT NULL,
    "equipmentGroupType" TEXT NOT NULL DEFAULT 'main_group',
    "equipmentGroupParent" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isFilter" BOOLEAN NOT NULL DEFAULT true,
    "thumbnailId" TEXT,
    CONSTRAINT "EquipmentGroup_equipmentGroupParent_fkey" FOREIGN KEY ("equipmentGroupParent") REFERENCES "EquipmentGroup" ("equipmentGroupCode") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "EquipmentGroup_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EquipmentGroupMember" (
    "equipmentGroupCode" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,

    PRIMARY KEY ("equipmentGroupCode", "equipmentCode"),
    CONSTRAINT "EquipmentGroupMember_equipmentGroupCode_fkey" FOREIGN KEY ("equipmentGroupCode") REFERENCES "EquipmentGroup" ("equipmentGroupCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EquipmentGroupMember_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment" ("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserEquipment" (
    "userId" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,

    PRIMARY KEY ("userId", "equipmentCode"),
    CONSTRAINT "UserEquipment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserEquipment_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment" ("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseTag" (
    "exerciseTagCode" TEXT NOT NULL PRIMARY KEY,
    "exerciseTagName" TEXT NOT NULL,
    "exerciseTagDescription" TEXT NOT NULL,
    "isCategory" BOOLEAN NOT NULL
);

-- CreateTable
CREATE TABLE "Measurement" (
    "measurementCode" TEXT NOT NULL PRIMARY KEY,
    "measurementName" TEXT NOT NULL,
    "unit" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ExerciseType" (
    "exerciseTypeCode" TEXT NOT NULL PRIMARY KEY,
    "exerciseTypeName" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ExerciseTypeMeasurement" (
    "exerciseTypeCode" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    PRIMARY KEY ("exerciseTypeCode", "measurementCode"),
    CONSTRAINT "ExerciseTypeMeasurement_exerciseTypeCode_fkey" FOREIGN KEY ("exerciseTypeCode") REFERENCES "ExerciseType" ("exerciseTypeCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseTypeMeasurement_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement" ("measurementCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PublishedStatus" (
    "publishedStatusCode" TEXT NOT NULL PRIMARY KEY,
    "publishedStatusName" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "backgroundColor" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "Exercise" (
    "exerciseCode" TEXT NOT NULL PRIMARY KEY,
    "exerciseName" TEXT NOT NULL,
    "description" TEXT,
    "exerciseTypeCode" TEXT NOT NULL,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "searchText" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Exercise_exerciseTypeCode_fkey" FOREIGN KEY ("exerciseTypeCode") REFERENCES "ExerciseType" ("exerciseTypeCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Exercise_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseAlias" (
    "alias" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "isMergedCode" BOOLEAN NOT NULL DEFAULT false,

    PRIMARY KEY ("exerciseCode", "alias"),
    CONSTRAINT "ExerciseAlias_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseTagLink" (
    "exerciseCode" TEXT NOT NULL,
    "exerciseTagCode" TEXT NOT NULL,

    PRIMARY KEY ("exerciseCode", "exerciseTagCode"),
    CONSTRAINT "ExerciseTagLink_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseTagLink_exerciseTagCode_fkey" FOREIGN KEY ("exerciseTagCode") REFERENCES "ExerciseTag" ("exerciseTagCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseEquipment" (
    "exerciseCode" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,
    "isRequired" BOOLEAN NOT NULL,
    "slot" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("exerciseCode", "equipmentCode"),
    CONSTRAINT "ExerciseEquipment_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseEquipment_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment" ("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseMuscle" (
    "exerciseCode" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,
    "targetPercentage" INTEGER NOT NULL,
    "isPrimary" BOOLEAN NOT NULL,

    PRIMARY KEY ("exerciseCode", "muscleCode"),
    CONSTRAINT "ExerciseMuscle_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle" ("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseContribution" (
    "exerciseCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "contributionRole" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("exerciseCode", "creatorProfileId", "contributionRole"),
    CONSTRAINT "ExerciseContribution_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseContribution_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseVideo" (
    "exerciseVideoId" TEXT NOT NULL PRIMARY KEY,
    "exerciseCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "title" TEXT,
    "videoUrl" TEXT NOT NULL,
    "videoAssetId" TEXT,
    "thumbnailId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ExerciseVideo_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseVideo_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseVideo_videoAssetId_fkey" FOREIGN KEY ("videoAssetId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ExerciseVideo_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExerciseInstruction" (
    "exerciseCode" TEXT NOT NULL,
    "localeCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "steps" JSONB NOT NULL,
    "tips" JSONB NOT NULL,
    "commonMistakes" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("exerciseCode", "localeCode", "creatorProfileId"),
    CONSTRAINT "ExerciseInstruction_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseInstruction_localeCode_fkey" FOREIGN KEY ("localeCode") REFERENCES "Locale" ("localeCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseInstruction_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Workout" (
    "workoutId" TEXT NOT NULL PRIMARY KEY,
    "workoutTitle" TEXT NOT NULL,
    "description" TEXT,
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "exerciseCount" INTEGER NOT NULL DEFAULT 0,
    "estimatedDuration" INTEGER NOT NULL DEFAULT 0,
    "totalVolume" REAL NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" DATETIME NOT NULL,
    CONSTRAINT "Workout_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Workout_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Workout_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Workout_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutExercise" (
    "workoutExerciseId" TEXT NOT NULL PRIMARY KEY,
    "workoutId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "supersetGroup" INTEGER,
    "restSeconds" INTEGER,
    "notes" TEXT,
    CONSTRAINT "WorkoutExercise_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutExercise_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutSet" (
    "workoutSetId" TEXT NOT NULL PRIMARY KEY,
    "workoutExerciseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "setType" TEXT NOT NULL DEFAULT 'NORMAL',
    "restSeconds" INTEGER,
    "tempo" TEXT,
    "targetRpe" REAL,
    "notes" TEXT,
    CONSTRAINT "WorkoutSet_workoutExerciseId_fkey" FOREIGN KEY ("workoutExerciseId") REFERENCES "WorkoutExercise" ("workoutExerciseId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutSetTarget" (
    "workoutSetId" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "value" REAL NOT NULL,
    "valueMax" REAL,

    PRIMARY KEY ("workoutSetId", "measurementCode"),
    CONSTRAINT "WorkoutSetTarget_workoutSetId_fkey" FOREIGN KEY ("workoutSetId") REFERENCES "WorkoutSet" ("workoutSetId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutSetTarget_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement" ("measurementCode") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutRating" (
    "workoutId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "review" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("workoutId", "userId"),
    CONSTRAINT "WorkoutRating_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutView" (
    "workoutViewId" TEXT NOT NULL PRIMARY KEY,
    "workoutId" TEXT NOT NULL,
    "userId" TEXT,
    "viewedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WorkoutView_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Share" (
    "shareId" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Share_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutCardBackground" (
    "workoutCardBackgroundId" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "mediaAssetId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "WorkoutCardBackground_mediaAssetId_fkey" FOREIGN KEY ("mediaAssetId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Program" (
    "programId" TEXT NOT NULL PRIMARY KEY,
    "programTitle" TEXT NOT NULL,
    "description" TEXT,
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" DATETIME NOT NULL,
    CONSTRAINT "Program_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Program_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Program_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Program_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProgramDay" (
    "programDayId" TEXT NOT NULL PRIMARY KEY,
    "programId" TEXT NOT NULL,
    "dayNumber" INTEGER NOT NULL,
    "dayType" TEXT NOT NULL DEFAULT 'Empty',
    "title" TEXT,
    "notes" TEXT,
    "workoutId" TEXT,
    CONSTRAINT "ProgramDay_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProgramDay_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProgramEnrollment" (
    "programEnrollmentId" TEXT NOT NULL PRIMARY KEY,
    "programId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "currentDayNumber" INTEGER NOT NULL DEFAULT 1,
    "completedAt" DATETIME,
    CONSTRAINT "ProgramEnrollment_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProgramEnrollment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutLog" (
    "workoutLogId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "workoutId" TEXT,
    "programDayId" TEXT,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME,
    "activeSeconds" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT,
    "perceivedEffort" INTEGER,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WorkoutLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_programDayId_fkey" FOREIGN KEY ("programDayId") REFERENCES "ProgramDay" ("programDayId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutLogAction" (
    "workoutLogActionId" TEXT NOT NULL PRIMARY KEY,
    "workoutLogId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    CONSTRAINT "WorkoutLogAction_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutLogExercise" (
    "workoutLogExerciseId" TEXT NOT NULL PRIMARY KEY,
    "workoutLogId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "supersetGroup" INTEGER,
    "notes" TEXT,
    CONSTRAINT "WorkoutLogExercise_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLogExercise_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutLogSet" (
    "workoutLogSetId" TEXT NOT NULL PRIMARY KEY,
    "workoutLogExerciseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "setType" TEXT NOT NULL DEFAULT 'NORMAL',
    "rpe" REAL,
    "completedAt" DATETIME,
    "notes" TEXT,
    CONSTRAINT "WorkoutLogSet_workoutLogExerciseId_fkey" FOREIGN KEY ("workoutLogExerciseId") REFERENCES "WorkoutLogExercise" ("workoutLogExerciseId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WorkoutLogSetValue" (
    "workoutLogSetId" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "value" REAL NOT NULL,

    PRIMARY KEY ("workoutLogSetId", "measurementCode"),
    CONSTRAINT "WorkoutLogSetValue_workoutLogSetId_fkey" FOREIGN KEY ("workoutLogSetId") REFERENCES "WorkoutLogSet" ("workoutLogSetId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLogSetValue_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement" ("measurementCode") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PersonalRecord" (
    "personalRecordId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "recordType" TEXT NOT NULL,
    "value" REAL NOT NULL,
    "achievedAt" DATETIME NOT NULL,
    "workoutLogSetId" TEXT,
    CONSTRAINT "PersonalRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PersonalRecord_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PersonalRecord_workoutLogSetId_fkey" FOREIGN KEY ("workoutLogSetId") REFERENCES "WorkoutLogSet" ("workoutLogSetId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Buddyship" (
    "buddyshipId" TEXT NOT NULL PRIMARY KEY,
    "requesterId" TEXT NOT NULL,
    "addresseeId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" DATETIME,
    CONSTRAINT "Buddyship_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Buddyship_addresseeId_fkey" FOREIGN KEY ("addresseeId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeedItem" (
    "feedItemId" TEXT NOT NULL PRIMARY KEY,
    "actorUserId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "message" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "workoutId" TEXT,
    "programId" TEXT,
    "workoutLogId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedItem_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SeedRun" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "checksum" TEXT NOT NULL,
    "appliedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_userName_key" ON "User"("userName");

-- CreateIndex
CREATE UNIQUE INDEX "User_userNameKey_key" ON "User"("userNameKey");

-- CreateIndex
CREATE INDEX "UserRole_roleCode_idx" ON "UserRole"("roleCode");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

-- CreateIndex
CREATE INDEX "OneTimeCode_userId_purpose_idx" ON "OneTimeCode"("userId", "purpose");

-- CreateIndex
CREATE INDEX "OAuthAccount_userId_idx" ON "OAuthAccount"("userId");

-- CreateIndex
CREATE INDEX "MailMessage_to_createdAt_idx" ON "MailMessage"("to", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CreatorProfile_userId_key" ON "CreatorProfile"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CreatorProfile_userName_key" ON "CreatorProfile"("userName");

-- CreateIndex
CREATE UNIQUE INDEX "CreatorProfile_userNameKey_key" ON "CreatorProfile"("userNameKey");

-- CreateIndex
CREATE INDEX "CreatorSocialLink_socialMediaPlatformCode_idx" ON "CreatorSocialLink"("socialMediaPlatformCode");

-- CreateIndex
CREATE INDEX "Feedback_createdAt_idx" ON "Feedback"("createdAt");

-- CreateIndex
CREATE INDEX "MuscleGroup_muscleGroupParent_idx" ON "MuscleGroup"("muscleGroupParent");

-- CreateIndex
CREATE INDEX "MuscleGroup_muscleGroupType_idx" ON "MuscleGroup"("muscleGroupType");

-- CreateIndex
CREATE INDEX "MuscleGroupMuscle_muscleCode_idx" ON "MuscleGroupMuscle"("muscleCode");

-- CreateIndex
CREATE INDEX "Equipment_equipmentName_idx" ON "Equipment"("equipmentName");

-- CreateIndex
CREATE INDEX "EquipmentGroup_equipmentGroupParent_idx" ON "EquipmentGroup"("equipmentGroupParent");

-- CreateIndex
CREATE INDEX "EquipmentGroupMember_equipmentCode_idx" ON "EquipmentGroupMember"("equipmentCode");

-- CreateIndex
CREATE INDEX "Exercise_publishedStatusCode_exerciseName_idx" ON "Exercise"("publishedStatusCode", "exerciseName");

-- CreateIndex
CREATE INDEX "Exercise_exerciseTypeCode_idx" ON "Exercise"("exerciseTypeCode");

-- CreateIndex
CREATE INDEX "ExerciseAlias_alias_idx" ON "ExerciseAlias"("alias");

-- CreateIndex
CREATE INDEX "ExerciseTagLink_exerciseTagCode_idx" ON "ExerciseTagLink"("exerciseTagCode");

-- CreateIndex
CREATE INDEX "ExerciseEquipment_equipmentCode_idx" ON "ExerciseEquipment"("equipmentCode");

-- CreateIndex
CREATE INDEX "ExerciseMuscle_muscleCode_idx" ON "ExerciseMuscle"("muscleCode");

-- CreateIndex
CREATE INDEX "ExerciseContribution_creatorProfileId_idx" ON "ExerciseContribution"("creatorProfileId");

-- CreateIndex
CREATE INDEX "ExerciseVideo_exerciseCode_creatorProfileId_idx" ON "ExerciseVideo"("exerciseCode", "creatorProfileId");

-- CreateIndex
CREATE INDEX "ExerciseInstruction_creatorProfileId_idx" ON "ExerciseInstruction"("creatorProfileId");

-- CreateIndex
CREATE INDEX "Workout_authorUserId_lastUpdated_idx" ON "Workout"("authorUserId", "lastUpdated");

-- CreateIndex
CREATE INDEX "Workout_publishedStatusCode_lastUpdated_idx" ON "Workout"("publishedStatusCode", "lastUpdated");

-- CreateIndex
CREATE INDEX "WorkoutExercise_workoutId_position_idx" ON "WorkoutExercise"("workoutId", "position");

-- CreateIndex
CREATE INDEX "WorkoutExercise_exerciseCode_idx" ON "WorkoutExercise"("exerciseCode");

-- CreateIndex
CREATE INDEX "WorkoutSet_workoutExerciseId_position_idx" ON "WorkoutSet"("workoutExerciseId", "position");

-- CreateIndex
CREATE INDEX "WorkoutView_workoutId_idx" ON "WorkoutView"("workoutId");

-- CreateIndex
CREATE INDEX "Share_contentType_contentId_idx" ON "Share"("contentType", "contentId");

-- CreateIndex
CREATE INDEX "Program_authorUserId_lastUpdated_idx" ON "Program"("authorUserId", "lastUpdated");

-- CreateIndex
CREATE UNIQUE INDEX "ProgramDay_programId_dayNumber_key" ON "ProgramDay"("programId", "dayNumber");

-- CreateIndex
CREATE INDEX "ProgramEnrollment_userId_idx" ON "ProgramEnrollment"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ProgramEnrollment_programId_userId_key" ON "ProgramEnrollment"("programId", "userId");

-- CreateIndex
CREATE INDEX "WorkoutLog_userId_startedAt_idx" ON "WorkoutLog"("userId", "startedAt");

-- CreateIndex
CREATE INDEX "WorkoutLogAction_workoutLogId_at_idx" ON "WorkoutLogAction"("workoutLogId", "at");

-- CreateIndex
CREATE INDEX "WorkoutLogExercise_workoutLogId_position_idx" ON "WorkoutLogExercise"("workoutLogId", "position");

-- CreateIndex
CREATE INDEX "WorkoutLogExercise_exerciseCode_idx" ON "WorkoutLogExercise"("exerciseCode");

-- CreateIndex
CREATE INDEX "WorkoutLogSet_workoutLogExerciseId_position_idx" ON "WorkoutLogSet"("workoutLogExerciseId", "position");

-- CreateIndex
CREATE INDEX "PersonalRecord_userId_exerciseCode_recordType_idx" ON "PersonalRecord"("userId", "exerciseCode", "recordType");

-- CreateIndex
CREATE INDEX "Buddyship_addresseeId_status_idx" ON "Buddyship"("addresseeId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Buddyship_requesterId_addresseeId_key" ON "Buddyship"("requesterId", "addresseeId");

-- CreateIndex
CREATE INDEX "FeedItem_actorUserId_createdAt_idx" ON "FeedItem"("actorUserId", "createdAt");

-- CreateIndex
CREATE INDEX "FeedItem_createdAt_idx" ON "FeedItem"("createdAt");
