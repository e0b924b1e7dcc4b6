export { Gallery, type GalleryProps } from './gallery';
export { Picture, type PictureImage, type PictureProps, type PictureSource } from './picture';
