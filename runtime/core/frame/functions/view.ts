// How the editor views the page: drive mode, zoom, the AI-context outline, the write in progress,
// history and reload, and scrolling an element into view.
import { expectBoolean, expectFiniteNumber } from '../../../shared/validate';
import type { Keys } from './keys';
import { Later, type FrameServices, type Functions } from './table';

type ViewNames = 'enableDriveMode' | 'disableDriveMode' | 'setIsFlushing' | 'setZoomPerc' | 'setAiContext' | 'goBack' | 'goForward' | 'refresh' | 'scrollToElement';

export function viewFunctions(services: Pick<FrameServices, 'win' | 'state' | 'signal' | 'tools' | 'surface' | 'setDriveMode'>, keys: Keys): Functions<ViewNames> {
  const { win, state, signal, tools, surface } = services;
  return {
    enableDriveMode() {
      services.setDriveMode(true);
      return undefined;
    },
    disableDriveMode() {
      services.setDriveMode(false);
      return undefined;
    },
    setIsFlushing(flushing) {
      state.isFlushing = expectBoolean(flushing, 'isFlushing');
      return undefined;
    },
    setZoomPerc(zoom) {
      const value = expectFiniteNumber(zoom, 'zoom');
      if (value <= 0) throw new Error('zoom must be greater than 0');
      state.zoom = value;
      surface()?.overlay.setZoom(value);
      return undefined;
    },
    setAiContext(active) {
      state.aiContext = expectBoolean(active, 'aiContext');
      surface()?.overlay.setAiContext(state.aiContext);
      return undefined;
    },
    goBack() {
      win.history.back();
      return undefined;
    },
    goForward() {
      win.history.forward();
      return undefined;
    },
    refresh() {
      win.location.reload();
      return undefined;
    },
    async scrollToElement(key) {
      const element = keys.selectedElement(key, 'elementKey');
      const { module } = await tools.get();
      return new Later(module.scrollToElement(element, signal).then((scrolled) => ({ scrolled })));
    },
  };
}
