-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "userName" TEXT NOT NULL,
    "userNameKey" TEXT NOT NULL,
    "passwordHash" TEXT,
    "userTimezone" TEXT,
    "measurementSystem" TEXT,
    "gender" TEXT NOT NULL DEFAULT 'Male',
    "bodyWeightKg" REAL,
    "trainingGoals" TEXT NOT NULL DEFAULT '',
    "onboardingStatus" TEXT NOT NULL DEFAULT 'NOT_OFFERED',
    "emailConfirmedAt" DATETIME,
    "disabledAt" DATETIME,
    "lastSignInAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("createdAt", "disabledAt", "email", "emailConfirmedAt", "gender", "lastSignInAt", "measurementSystem", "passwordHash", "updatedAt", "userId", "userName", "userNameKey", "userTimezone") SELECT "createdAt", "disabledAt", "email", "emailConfirmedAt", "gender", "lastSignInAt", "measurementSystem", "passwordHash", "updatedAt", "userId", "userName", "userNameKey", "userTimezone" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_userName_key" ON "User"("userName");
CREATE UNIQUE INDEX "User_userNameKey_key" ON "User"("userNameKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
