// Whether the page hydrated cleanly: read by the tools from the page and the errors it reported.
import type { FrameServices, Functions } from './table';

export function hydrationFunctions({ win, messenger, errors, tools }: Pick<FrameServices, 'win' | 'messenger' | 'errors' | 'tools'>): Functions<'checkIfHydrationError'> {
  return {
    async checkIfHydrationError() {
      const status = (await tools.get()).module.hydrationStatus(win.document, errors.recent());
      messenger.post('LATEST_HYDRATION_ERROR_STATUS', status);
      return status.status;
    },
  };
}
