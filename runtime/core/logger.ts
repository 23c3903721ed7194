// Console output of the runtime: warnings always, debug lines only with debugLog.

export interface Logger {
  debug(...parts: unknown[]): void;
  warn(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
}

const PREFIX = '[editing-runtime]';

export function createLogger(debugEnabled: boolean, sink: Pick<Console, 'debug' | 'warn' | 'error'> = console): Logger {
  return {
    debug: (...parts) => {
      if (debugEnabled) sink.debug(PREFIX, ...parts);
    },
    warn: (...parts) => sink.warn(PREFIX, ...parts),
    error: (...parts) => sink.error(PREFIX, ...parts),
  };
}
