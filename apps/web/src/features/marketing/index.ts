// The home's marketing sections and the product page's flash-sale notice.
export { BannerCarousel } from './banner-carousel';
export { FlashSaleNotice } from './flash-sale-notice';
export { FlashSales } from './flash-sales';
export { PlanBanners } from './plan-banners';
