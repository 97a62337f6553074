#include "tools/figure/svg_png.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <memory>

#include "spec/error.h"

namespace kospec::figure {

namespace {

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

std::string svg_to_png(const std::string& svg, double scale) {
  GError* error = nullptr;
  std::unique_ptr<RsvgHandle, void (*)(gpointer)> handle(
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error),
      g_object_unref);
  if (!handle) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw InputError("librsvg: the SVG was rejected: " + why);
  }
  gdouble width = 0, height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &width, &height))
    throw InputError("librsvg: the SVG has no size in pixels");
  const int w = static_cast<int>(std::ceil(width * scale)),
            h = static_cast<int>(std::ceil(height * scale));
  std::unique_ptr<cairo_surface_t, void (*)(cairo_surface_t*)> surface(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_destroy);
  std::unique_ptr<cairo_t, void (*)(cairo_t*)> cr(cairo_create(surface.get()), cairo_destroy);
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  const RsvgRectangle viewport{0, 0, width * scale, height * scale};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error)) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw InputError("librsvg: cannot render the SVG: " + why);
  }
  cairo_surface_flush(surface.get());
  std::string png;
  if (cairo_surface_write_to_png_stream(surface.get(), append_bytes, &png) != CAIRO_STATUS_SUCCESS)
    throw InputError("cairo: cannot write the PNG");
  return png;
}

}  // namespace kospec::figure
