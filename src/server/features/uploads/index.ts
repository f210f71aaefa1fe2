// The uploads' one entry: what the app and other features may use of it. Every picture a feature
// keeps follows the one image rule (`mayUseImage`, `assertSiteImages`).
export { fileRoutes, uploadRoutes } from './uploads.routes';
export {
  claimUpload,
  mayUseImage,
  processUpload,
  saveUpload,
  sweepUploads,
  touchUsableImage,
  urlOf,
  type Visibility,
} from './uploads.service';
export { assertSiteImages } from './site-images';
