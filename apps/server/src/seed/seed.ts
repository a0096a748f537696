import type { ImageStorage } from '../platform/images/storage.js';
import type { MerchantService } from '../modules/merchant/service.js';
import { DEMO_MERCHANTS } from './demo-merchants.js';
import { drawFavicon, drawLogo } from './logo.js';

/** Seeds the demo merchants and their generated logos; running it again changes nothing. */
export async function seedDemoData({ merchants, images }: { merchants: MerchantService; images: ImageStorage }) {
  for (const demo of DEMO_MERCHANTS) {
    const { initials, wordmark, ...merchant } = demo;
    const colours = { primary: merchant.webStyle.firstColor, accent: merchant.webStyle.secondColor };
    const logoKey = `merchants/${merchant.number}/logo.svg`;
    const faviconKey = `merchants/${merchant.number}/favicon.svg`;
    if (!(await images.has(logoKey))) {
      await images.put(logoKey, 'image/svg+xml', Buffer.from(drawLogo({ initials, name: wordmark, ...colours })));
      await images.put(faviconKey, 'image/svg+xml', Buffer.from(drawFavicon({ initials, ...colours })));
    }
    await merchants.ensureMerchant({ ...merchant, logo: `/images/${logoKey}`, favicon: `/images/${faviconKey}` });
    // The demo owner's address (DESIGN §4) receives the shop's complaints.
    if (!(await merchants.findContactEmail(merchant.number))) {
      await merchants.setContactEmail(merchant.number, `owner@${merchant.number}.example`);
    }
  }
}
