-- CreateTable
CREATE TABLE "User" (
    "userId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "userNameKey" TEXT NOT NULL,
    "passwordHash" TEXT,
    "userTimezone" TEXT,
    "measurementSystem" TEXT,
    "gender" TEXT NOT NULL DEFAULT 'Male',
    "emailConfirmedAt" TIMESTAMP(3),
    "disabledAt" TIMESTAMP(3),
    "lastSignInAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Role" (
    "roleCode" TEXT NOT NULL,
    "roleName" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("roleCode")
);

-- CreateTable
CREATE TABLE "UserRole" (
    "userId" TEXT NOT NULL,
    "roleCode" TEXT NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserRole_pkey" PRIMARY KEY ("userId","roleCode")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "refreshTokenId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "familyId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("refreshTokenId")
);

-- CreateTable
CREATE TABLE "OneTimeCode" (
    "oneTimeCodeId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OneTimeCode_pkey" PRIMARY KEY ("oneTimeCodeId")
);

-- CreateTable
CREATE TABLE "OAuthAccount" (
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OAuthAccount_pkey" PRIMARY KEY ("provider","providerAccountId")
);

-- CreateTable
CREATE TABLE "MailMessage" (
    "mailMessageId" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "sentAt" TIMESTAMP(3),
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("mailMessageId")
);

-- CreateTable
CREATE TABLE "MediaAsset" (
    "mediaAssetId" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MediaAsset_pkey" PRIMARY KEY ("mediaAssetId")
);

-- CreateTable
CREATE TABLE "CreatorProfile" (
    "creatorProfileId" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreatorProfile_pkey" PRIMARY KEY ("creatorProfileId")
);

-- CreateTable
CREATE TABLE "CreatorSocialLink" (
    "creatorProfileId" TEXT NOT NULL,
    "socialMediaPlatformCode" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CreatorSocialLink_pkey" PRIMARY KEY ("creatorProfileId","socialMediaPlatformCode")
);

-- CreateTable
CREATE TABLE "SocialMediaPlatform" (
    "socialMediaPlatformCode" TEXT NOT NULL,
    "socialMediaPlatformName" TEXT NOT NULL,
    "socialMediaPlatformUrlFormat" TEXT NOT NULL,
    "usernamePattern" TEXT NOT NULL,
    "hoverColor" TEXT NOT NULL,
    "hoverBackground" TEXT NOT NULL,
    "iconId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SocialMediaPlatform_pkey" PRIMARY KEY ("socialMediaPlatformCode")
);

-- CreateTable
CREATE TABLE "Locale" (
    "localeCode" TEXT NOT NULL,
    "localeName" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "iconId" TEXT,

    CONSTRAINT "Locale_pkey" PRIMARY KEY ("localeCode")
);

-- CreateTable
CREATE TABLE "Doc" (
    "documentId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Doc_pkey" PRIMARY KEY ("documentId")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "feedbackId" TEXT NOT NULL,
    "userId" TEXT,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "feedback" TEXT NOT NULL,
    "isAnonymous" BOOLEAN NOT NULL,
    "userAgent" TEXT NOT NULL,
    "webhookStatus" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("feedbackId")
);

-- CreateTable
CREATE TABLE "Muscle" (
    "muscleCode" TEXT NOT NULL,
    "muscleName" TEXT NOT NULL,
    "friendlyName" TEXT NOT NULL,
    "thumbnailId" TEXT,

    CONSTRAINT "Muscle_pkey" PRIMARY KEY ("muscleCode")
);

-- CreateTable
CREATE TABLE "MuscleGroup" (
    "muscleGroupCode" TEXT NOT NULL,
    "muscleGroupName" TEXT NOT NULL,
    "muscleGroupType" TEXT NOT NULL,
    "muscleGroupParent" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "thumbnailId" TEXT,

    CONSTRAINT "MuscleGroup_pkey" PRIMARY KEY ("muscleGroupCode")
);

-- CreateTable
CREATE TABLE "MuscleGroupMuscle" (
    "muscleGroupCode" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,

    CONSTRAINT "MuscleGroupMuscle_pkey" PRIMARY KEY ("muscleGroupCode","muscleCode")
);

-- CreateTable
CREATE TABLE "Equipment" (
    "equipmentCode" TEXT NOT NULL,
    "equipmentName" TEXT NOT NULL,
    "thumbnailId" TEXT,

    CONSTRAINT "Equipment_pkey" PRIMARY KEY ("equipmentCode")
);

-- CreateTable
CREATE TABLE "EquipmentGroup" (
    "equipmentGroupCode" TEXT NOT NULL,
    "equipmentGroupName" TEXT NOT NULL,
    "equipmentGroupType" TEXT NOT NULL DEFAULT 'main_group',
    "equipmentGroupParent" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isFilter" BOOLEAN NOT NULL DEFAULT true,
    "thumbnailId" TEXT,

    CONSTRAINT "EquipmentGroup_pkey" PRIMARY KEY ("equipmentGroupCode")
);

-- CreateTable
CREATE TABLE "EquipmentGroupMember" (
    "equipmentGroupCode" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,

    CONSTRAINT "EquipmentGroupMember_pkey" PRIMARY KEY ("equipmentGroupCode","equipmentCode")
);

-- CreateTable
CREATE TABLE "UserEquipment" (
    "userId" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,

    CONSTRAINT "UserEquipment_pkey" PRIMARY KEY ("userId","equipmentCode")
);

-- CreateTable
CREATE TABLE "ExerciseTag" (
    "exerciseTagCode" TEXT NOT NULL,
    "exerciseTagName" TEXT NOT NULL,
    "exerciseTagDescription" TEXT NOT NULL,
    "isCategory" BOOLEAN NOT NULL,

    CONSTRAINT "ExerciseTag_pkey" PRIMARY KEY ("exerciseTagCode")
);

-- CreateTable
CREATE TABLE "Measurement" (
    "measurementCode" TEXT NOT NULL,
    "measurementName" TEXT NOT NULL,
    "unit" TEXT NOT NULL,

    CONSTRAINT "Measurement_pkey" PRIMARY KEY ("measurementCode")
);

-- CreateTable
CREATE TABLE "ExerciseType" (
    "exerciseTypeCode" TEXT NOT NULL,
    "exerciseTypeName" TEXT NOT NULL,

    CONSTRAINT "ExerciseType_pkey" PRIMARY KEY ("exerciseTypeCode")
);

-- CreateTable
CREATE TABLE "ExerciseTypeMeasurement" (
    "exerciseTypeCode" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "ExerciseTypeMeasurement_pkey" PRIMARY KEY ("exerciseTypeCode","measurementCode")
);

-- CreateTable
CREATE TABLE "PublishedStatus" (
    "publishedStatusCode" TEXT NOT NULL,
    "publishedStatusName" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "backgroundColor" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "PublishedStatus_pkey" PRIMARY KEY ("publishedStatusCode")
);

-- CreateTable
CREATE TABLE "Exercise" (
    "exerciseCode" TEXT NOT NULL,
    "exerciseName" TEXT NOT NULL,
    "description" TEXT,
    "exerciseTypeCode" TEXT NOT NULL,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "searchText" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exercise_pkey" PRIMARY KEY ("exerciseCode")
);

-- CreateTable
CREATE TABLE "ExerciseAlias" (
    "alias" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "isMergedCode" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ExerciseAlias_pkey" PRIMARY KEY ("exerciseCode","alias")
);

-- CreateTable
CREATE TABLE "ExerciseTagLink" (
    "exerciseCode" TEXT NOT NULL,
    "exerciseTagCode" TEXT NOT NULL,

    CONSTRAINT "ExerciseTagLink_pkey" PRIMARY KEY ("exerciseCode","exerciseTagCode")
);

-- CreateTable
CREATE TABLE "ExerciseEquipment" (
    "exerciseCode" TEXT NOT NULL,
    "equipmentCode" TEXT NOT NULL,
    "isRequired" BOOLEAN NOT NULL,
    "slot" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ExerciseEquipment_pkey" PRIMARY KEY ("exerciseCode","equipmentCode")
);

-- CreateTable
CREATE TABLE "ExerciseMuscle" (
    "exerciseCode" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,
    "targetPercentage" INTEGER NOT NULL,
    "isPrimary" BOOLEAN NOT NULL,

    CONSTRAINT "ExerciseMuscle_pkey" PRIMARY KEY ("exerciseCode","muscleCode")
);

-- CreateTable
CREATE TABLE "ExerciseContribution" (
    "exerciseCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "contributionRole" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExerciseContribution_pkey" PRIMARY KEY ("exerciseCode","creatorProfileId","contributionRole")
);

-- CreateTable
CREATE TABLE "ExerciseVideo" (
    "exerciseVideoId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "title" TEXT,
    "videoUrl" TEXT NOT NULL,
    "videoAssetId" TEXT,
    "thumbnailId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExerciseVideo_pkey" PRIMARY KEY ("exerciseVideoId")
);

-- CreateTable
CREATE TABLE "ExerciseInstruction" (
    "exerciseCode" TEXT NOT NULL,
    "localeCode" TEXT NOT NULL,
    "creatorProfileId" TEXT NOT NULL,
    "steps" JSONB NOT NULL,
    "tips" JSONB NOT NULL,
    "commonMistakes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExerciseInstruction_pkey" PRIMARY KEY ("exerciseCode","localeCode","creatorProfileId")
);

-- CreateTable
CREATE TABLE "Workout" (
    "workoutId" TEXT NOT NULL,
    "workoutTitle" TEXT NOT NULL,
    "description" TEXT,
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "exerciseCount" INTEGER NOT NULL DEFAULT 0,
    "estimatedDuration" INTEGER NOT NULL DEFAULT 0,
    "totalVolume" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Workout_pkey" PRIMARY KEY ("workoutId")
);

-- CreateTable
CREATE TABLE "WorkoutExercise" (
    "workoutExerciseId" TEXT NOT NULL,
    "workoutId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "supersetGroup" INTEGER,
    "restSeconds" INTEGER,
    "notes" TEXT,

    CONSTRAINT "WorkoutExercise_pkey" PRIMARY KEY ("workoutExerciseId")
);

-- CreateTable
CREATE TABLE "WorkoutSet" (
    "workoutSetId" TEXT NOT NULL,
    "workoutExerciseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "setType" TEXT NOT NULL DEFAULT 'NORMAL',
    "restSeconds" INTEGER,
    "tempo" TEXT,
    "targetRpe" DOUBLE PRECISION,
    "notes" TEXT,

    CONSTRAINT "WorkoutSet_pkey" PRIMARY KEY ("workoutSetId")
);

-- CreateTable
CREATE TABLE "WorkoutSetTarget" (
    "workoutSetId" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "valueMax" DOUBLE PRECISION,

    CONSTRAINT "WorkoutSetTarget_pkey" PRIMARY KEY ("workoutSetId","measurementCode")
);

-- CreateTable
CREATE TABLE "WorkoutRating" (
    "workoutId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "review" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkoutRating_pkey" PRIMARY KEY ("workoutId","userId")
);

-- CreateTable
CREATE TABLE "WorkoutView" (
    "workoutViewId" TEXT NOT NULL,
    "workoutId" TEXT NOT NULL,
    "userId" TEXT,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkoutView_pkey" PRIMARY KEY ("workoutViewId")
);

-- CreateTable
CREATE TABLE "Share" (
    "shareId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Share_pkey" PRIMARY KEY ("shareId")
);

-- CreateTable
CREATE TABLE "WorkoutCardBackground" (
    "workoutCardBackgroundId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mediaAssetId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "WorkoutCardBackground_pkey" PRIMARY KEY ("workoutCardBackgroundId")
);

-- CreateTable
CREATE TABLE "Program" (
    "programId" TEXT NOT NULL,
    "programTitle" TEXT NOT NULL,
    "description" TEXT,
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Program_pkey" PRIMARY KEY ("programId")
);

-- CreateTable
CREATE TABLE "ProgramDay" (
    "programDayId" TEXT NOT NULL,
    "programId" TEXT NOT NULL,
    "dayNumber" INTEGER NOT NULL,
    "dayType" TEXT NOT NULL DEFAULT 'Empty',
    "title" TEXT,
    "notes" TEXT,
    "workoutId" TEXT,

    CONSTRAINT "ProgramDay_pkey" PRIMARY KEY ("programDayId")
);

-- CreateTable
CREATE TABLE "ProgramEnrollment" (
    "programEnrollmentId" TEXT NOT NULL,
    "programId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "currentDayNumber" INTEGER NOT NULL DEFAULT 1,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "ProgramEnrollment_pkey" PRIMARY KEY ("programEnrollmentId")
);

-- CreateTable
CREATE TABLE "WorkoutLog" (
    "workoutLogId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "workoutId" TEXT,
    "programDayId" TEXT,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "activeSeconds" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT,
    "perceivedEffort" INTEGER,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkoutLog_pkey" PRIMARY KEY ("workoutLogId")
);

-- CreateTable
CREATE TABLE "WorkoutLogAction" (
    "workoutLogActionId" TEXT NOT NULL,
    "workoutLogId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkoutLogAction_pkey" PRIMARY KEY ("workoutLogActionId")
);

-- CreateTable
CREATE TABLE "WorkoutLogExercise" (
    "workoutLogExerciseId" TEXT NOT NULL,
    "workoutLogId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "supersetGroup" INTEGER,
    "notes" TEXT,

    CONSTRAINT "WorkoutLogExercise_pkey" PRIMARY KEY ("workoutLogExerciseId")
);

-- CreateTable
CREATE TABLE "WorkoutLogSet" (
    "workoutLogSetId" TEXT NOT NULL,
    "workoutLogExerciseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "setType" TEXT NOT NULL DEFAULT 'NORMAL',
    "rpe" DOUBLE PRECISION,
    "completedAt" TIMESTAMP(3),
    "notes" TEXT,

    CONSTRAINT "WorkoutLogSet_pkey" PRIMARY KEY ("workoutLogSetId")
);

-- CreateTable
CREATE TABLE "WorkoutLogSetValue" (
    "workoutLogSetId" TEXT NOT NULL,
    "measurementCode" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "WorkoutLogSetValue_pkey" PRIMARY KEY ("workoutLogSetId","measurementCode")
);

-- CreateTable
CREATE TABLE "PersonalRecord" (
    "personalRecordId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "recordType" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "achievedAt" TIMESTAMP(3) NOT NULL,
    "workoutLogSetId" TEXT,

    CONSTRAINT "PersonalRecord_pkey" PRIMARY KEY ("personalRecordId")
);

-- CreateTable
CREATE TABLE "Buddyship" (
    "buddyshipId" TEXT NOT NULL,
    "requesterId" TEXT NOT NULL,
    "addresseeId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" TIMESTAMP(3),

    CONSTRAINT "Buddyship_pkey" PRIMARY KEY ("buddyshipId")
);

-- CreateTable
CREATE TABLE "FeedItem" (
    "feedItemId" TEXT NOT NULL,
    "actorUserId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "message" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "workoutId" TEXT,
    "programId" TEXT,
    "workoutLogId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedItem_pkey" PRIMARY KEY ("feedItemId")
);

-- CreateTable
CREATE TABLE "SeedRun" (
    "name" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeedRun_pkey" PRIMARY KEY ("name")
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

-- AddForeignKey
ALTER TABLE "UserRole" ADD CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRole" ADD CONSTRAINT "UserRole_roleCode_fkey" FOREIGN KEY ("roleCode") REFERENCES "Role"("roleCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OneTimeCode" ADD CONSTRAINT "OneTimeCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OAuthAccount" ADD CONSTRAINT "OAuthAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MediaAsset" ADD CONSTRAINT "MediaAsset_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreatorProfile" ADD CONSTRAINT "CreatorProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreatorProfile" ADD CONSTRAINT "CreatorProfile_profilePhotoId_fkey" FOREIGN KEY ("profilePhotoId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreatorSocialLink" ADD CONSTRAINT "CreatorSocialLink_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreatorSocialLink" ADD CONSTRAINT "CreatorSocialLink_socialMediaPlatformCode_fkey" FOREIGN KEY ("socialMediaPlatformCode") REFERENCES "SocialMediaPlatform"("socialMediaPlatformCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialMediaPlatform" ADD CONSTRAINT "SocialMediaPlatform_iconId_fkey" FOREIGN KEY ("iconId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Locale" ADD CONSTRAINT "Locale_iconId_fkey" FOREIGN KEY ("iconId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Doc" ADD CONSTRAINT "Doc_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Muscle" ADD CONSTRAINT "Muscle_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MuscleGroup" ADD CONSTRAINT "MuscleGroup_muscleGroupParent_fkey" FOREIGN KEY ("muscleGroupParent") REFERENCES "MuscleGroup"("muscleGroupCode") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MuscleGroup" ADD CONSTRAINT "MuscleGroup_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MuscleGroupMuscle" ADD CONSTRAINT "MuscleGroupMuscle_muscleGroupCode_fkey" FOREIGN KEY ("muscleGroupCode") REFERENCES "MuscleGroup"("muscleGroupCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MuscleGroupMuscle" ADD CONSTRAINT "MuscleGroupMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle"("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Equipment" ADD CONSTRAINT "Equipment_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EquipmentGroup" ADD CONSTRAINT "EquipmentGroup_equipmentGroupParent_fkey" FOREIGN KEY ("equipmentGroupParent") REFERENCES "EquipmentGroup"("equipmentGroupCode") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EquipmentGroup" ADD CONSTRAINT "EquipmentGroup_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EquipmentGroupMember" ADD CONSTRAINT "EquipmentGroupMember_equipmentGroupCode_fkey" FOREIGN KEY ("equipmentGroupCode") REFERENCES "EquipmentGroup"("equipmentGroupCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EquipmentGroupMember" ADD CONSTRAINT "EquipmentGroupMember_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment"("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserEquipment" ADD CONSTRAINT "UserEquipment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserEquipment" ADD CONSTRAINT "UserEquipment_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment"("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseTypeMeasurement" ADD CONSTRAINT "ExerciseTypeMeasurement_exerciseTypeCode_fkey" FOREIGN KEY ("exerciseTypeCode") REFERENCES "ExerciseType"("exerciseTypeCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseTypeMeasurement" ADD CONSTRAINT "ExerciseTypeMeasurement_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement"("measurementCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_exerciseTypeCode_fkey" FOREIGN KEY ("exerciseTypeCode") REFERENCES "ExerciseType"("exerciseTypeCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus"("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseAlias" ADD CONSTRAINT "ExerciseAlias_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseTagLink" ADD CONSTRAINT "ExerciseTagLink_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseTagLink" ADD CONSTRAINT "ExerciseTagLink_exerciseTagCode_fkey" FOREIGN KEY ("exerciseTagCode") REFERENCES "ExerciseTag"("exerciseTagCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseEquipment" ADD CONSTRAINT "ExerciseEquipment_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseEquipment" ADD CONSTRAINT "ExerciseEquipment_equipmentCode_fkey" FOREIGN KEY ("equipmentCode") REFERENCES "Equipment"("equipmentCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseMuscle" ADD CONSTRAINT "ExerciseMuscle_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseMuscle" ADD CONSTRAINT "ExerciseMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle"("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseContribution" ADD CONSTRAINT "ExerciseContribution_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseContribution" ADD CONSTRAINT "ExerciseContribution_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseVideo" ADD CONSTRAINT "ExerciseVideo_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseVideo" ADD CONSTRAINT "ExerciseVideo_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseVideo" ADD CONSTRAINT "ExerciseVideo_videoAssetId_fkey" FOREIGN KEY ("videoAssetId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseVideo" ADD CONSTRAINT "ExerciseVideo_thumbnailId_fkey" FOREIGN KEY ("thumbnailId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseInstruction" ADD CONSTRAINT "ExerciseInstruction_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseInstruction" ADD CONSTRAINT "ExerciseInstruction_localeCode_fkey" FOREIGN KEY ("localeCode") REFERENCES "Locale"("localeCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseInstruction" ADD CONSTRAINT "ExerciseInstruction_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workout" ADD CONSTRAINT "Workout_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workout" ADD CONSTRAINT "Workout_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workout" ADD CONSTRAINT "Workout_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus"("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workout" ADD CONSTRAINT "Workout_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutExercise" ADD CONSTRAINT "WorkoutExercise_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutExercise" ADD CONSTRAINT "WorkoutExercise_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutSet" ADD CONSTRAINT "WorkoutSet_workoutExerciseId_fkey" FOREIGN KEY ("workoutExerciseId") REFERENCES "WorkoutExercise"("workoutExerciseId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutSetTarget" ADD CONSTRAINT "WorkoutSetTarget_workoutSetId_fkey" FOREIGN KEY ("workoutSetId") REFERENCES "WorkoutSet"("workoutSetId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutSetTarget" ADD CONSTRAINT "WorkoutSetTarget_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement"("measurementCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutRating" ADD CONSTRAINT "WorkoutRating_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutRating" ADD CONSTRAINT "WorkoutRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutView" ADD CONSTRAINT "WorkoutView_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutView" ADD CONSTRAINT "WorkoutView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Share" ADD CONSTRAINT "Share_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutCardBackground" ADD CONSTRAINT "WorkoutCardBackground_mediaAssetId_fkey" FOREIGN KEY ("mediaAssetId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile"("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus"("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Program" ADD CONSTRAINT "Program_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset"("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgramDay" ADD CONSTRAINT "ProgramDay_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("programId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgramDay" ADD CONSTRAINT "ProgramDay_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgramEnrollment" ADD CONSTRAINT "ProgramEnrollment_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("programId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgramEnrollment" ADD CONSTRAINT "ProgramEnrollment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLog" ADD CONSTRAINT "WorkoutLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLog" ADD CONSTRAINT "WorkoutLog_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLog" ADD CONSTRAINT "WorkoutLog_programDayId_fkey" FOREIGN KEY ("programDayId") REFERENCES "ProgramDay"("programDayId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogAction" ADD CONSTRAINT "WorkoutLogAction_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog"("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogExercise" ADD CONSTRAINT "WorkoutLogExercise_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog"("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogExercise" ADD CONSTRAINT "WorkoutLogExercise_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogSet" ADD CONSTRAINT "WorkoutLogSet_workoutLogExerciseId_fkey" FOREIGN KEY ("workoutLogExerciseId") REFERENCES "WorkoutLogExercise"("workoutLogExerciseId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogSetValue" ADD CONSTRAINT "WorkoutLogSetValue_workoutLogSetId_fkey" FOREIGN KEY ("workoutLogSetId") REFERENCES "WorkoutLogSet"("workoutLogSetId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutLogSetValue" ADD CONSTRAINT "WorkoutLogSetValue_measurementCode_fkey" FOREIGN KEY ("measurementCode") REFERENCES "Measurement"("measurementCode") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalRecord" ADD CONSTRAINT "PersonalRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalRecord" ADD CONSTRAINT "PersonalRecord_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonalRecord" ADD CONSTRAINT "PersonalRecord_workoutLogSetId_fkey" FOREIGN KEY ("workoutLogSetId") REFERENCES "WorkoutLogSet"("workoutLogSetId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Buddyship" ADD CONSTRAINT "Buddyship_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Buddyship" ADD CONSTRAINT "Buddyship_addresseeId_fkey" FOREIGN KEY ("addresseeId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("programId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog"("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE;
