import { createContext } from 'react';

/**
 * Whether the images inside are the page's lead: the first CMS content under the page title, on screen on a phone
 * as the page opens. They load at once and before other images (the page's largest paint is often one of them);
 * every other CMS image waits until it nears the viewport.
 */
export const LeadImages = createContext(false);
