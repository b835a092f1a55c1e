// Where a session is reached: its invitation (the inbox links here) and its join link (shared, or as a QR code).
export const sessionPath = (trainingSessionId: string) => `/together/${encodeURIComponent(trainingSessionId)}`;
export const joinPath = (joinCode: string) => `/together/join/${encodeURIComponent(joinCode)}`;
