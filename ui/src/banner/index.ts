// @sid/ui/banner: the success / failure banner over a screen or inside a form or dialog.
export { Banner, type BannerProps } from './banner';
