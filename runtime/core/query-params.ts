// Query parameters the runtime reads from the preview page's URL.
import type { StoryboardType } from '../../types';

export interface PageParams {
  storyboard: boolean;
  /** STORY or COMPONENT from `type=`; null when absent or anything else. */
  storyboardType: Exclude<StoryboardType, 'APPLICATION'> | null;
  framework: 'VITE' | null;
  debugLog: boolean;
}

export function readPageParams(search: string): PageParams {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    storyboard: params.get('storyboard') === 'true',
    storyboardType: type === 'STORY' || type === 'COMPONENT' ? type : null,
    framework: params.get('framework') === 'VITE' ? 'VITE' : null,
    debugLog: params.get('debugLog') === 'true',
  };
}
