/** Types of scripts/firebase-emulator.mjs, for playwright.config.ts and the API tests. */
export declare const EMULATOR_DIR: string;
export declare const DEMO_PROJECT_ID: string;
export declare const DEFAULT_EMULATOR_PORT: number;
export declare const DEMO_API_KEY: string;
export declare function isEmulatorInstalled(): boolean;
export declare function ensureEmulatorInstalled(): void;
export declare function appFirebaseEnv(port?: number): {
  FIREBASE_PROJECT_ID: string;
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_DOMAIN: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
};
export interface RunningEmulator {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, the FIREBASE_AUTH_EMULATOR_HOST value */
  host: string;
  projectId: string;
  /** Kills the emulator's whole process group and waits for it to exit. */
  stop(): Promise<void>;
}
export declare function startEmulator(options?: {
  port?: number;
  timeoutMs?: number;
  log?: boolean;
}): Promise<RunningEmulator>;
