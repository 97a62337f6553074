#include "tools/explore/render.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <memory>

#include "spec/error.h"
#include "tools/figure/svg_png.h"

namespace kospec::explore {

namespace {

// The one Graphviz context of the process. Graphviz 2.42 keeps a process-wide cache of font
// metrics that gvFreeContext frees and the next context then reads (a heap use-after-free that
// AddressSanitizer reports in libgvplugin_pango's textspan_size). One context for the whole process,
// created on first use, avoids it; the library is not thread-safe, and kospec renders from one
// thread.
GVC_t* graphviz_context() {
  static const std::unique_ptr<GVC_t, int (*)(GVC_t*)> context(gvContext(), gvFreeContext);
  if (!context) throw InputError("graphviz: cannot create a context");
  return context.get();
}

}  // namespace

std::string render_dot(const std::string& dot, const std::string& format,
                       const std::string& engine) {
  GVC_t* context = graphviz_context();
  std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> graph(agmemread(dot.c_str()), agclose);
  if (!graph) throw InputError("graphviz: the DOT text was rejected");
  if (gvLayout(context, graph.get(), engine.c_str()) != 0) {
    throw InputError("graphviz: the " + engine +
                     " layout failed (is the graphviz package installed?)");
  }
  char* data = nullptr;
  unsigned int length = 0;
  const int status = gvRenderData(context, graph.get(), format.c_str(), &data, &length);
  std::string bytes = status == 0 && data ? std::string(data, length) : std::string();
  if (data) gvFreeRenderData(data);
  gvFreeLayout(context, graph.get());
  if (status != 0) throw InputError("graphviz: cannot render format '" + format + "'");
  return bytes;
}

std::string place_pictures(const std::string& svg,
                           const std::map<std::string, figure::SvgPiece>& pictures) {
  std::string out;
  std::size_t done = 0;
  // Graphviz writes a node as <g id="ID" class="node"><title>..</title><polygon .. points="x,y
  // x,y .."/>...</g>; the picture goes after the polygon, in the box the points enclose.
  for (std::size_t at = svg.find("<g id=\""); at != std::string::npos;
       at = svg.find("<g id=\"", at + 1)) {
    const std::size_t id_end = svg.find('"', at + 7);
    const auto picture = pictures.find(svg.substr(at + 7, id_end - at - 7));
    constexpr std::string_view kNode = "\" class=\"node\"";
    if (picture == pictures.end() || svg.compare(id_end, kNode.size(), kNode) != 0) continue;
    const std::size_t points = svg.find("points=\"", id_end);
    const std::size_t close = svg.find("/>", points);
    if (points == std::string::npos || close == std::string::npos ||
        points > svg.find("</g>", id_end))
      throw InputError("graphviz: no box for node " + picture->first);
    double x0 = 1e18, y0 = 1e18, x1 = -1e18;
    std::string coords = svg.substr(points + 8, svg.find('"', points + 8) - points - 8);
    for (std::size_t p = 0; p < coords.size();) {
      const std::size_t comma = coords.find(',', p), space = coords.find(' ', p);
      const double x = std::stod(coords.substr(p, comma - p));
      const double y = std::stod(coords.substr(
          comma + 1, space == std::string::npos ? std::string::npos : space - comma - 1));
      x0 = std::min(x0, x);
      x1 = std::max(x1, x);
      y0 = std::min(y0, y);
      if (space == std::string::npos) break;
      p = space + 1;
    }
    out += svg.substr(done, close + 2 - done) + "\n" +
           figure::nested_svg(picture->second, x0, y0, x1 - x0);
    done = close + 2;
  }
  return out + svg.substr(done);
}

std::string render_with_pictures(const std::string& dot, const std::string& engine,
                                 const std::map<std::string, figure::SvgPiece>& pictures,
                                 const std::string& format) {
  const std::string svg = place_pictures(render_dot(dot, "svg", engine), pictures);
  return format == "png" ? figure::svg_to_png(svg) : svg;
}

}  // namespace kospec::explore
