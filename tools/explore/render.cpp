#include "tools/explore/render.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <memory>

#include "spec/error.h"

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

std::string render_dot(const std::string& dot, const std::string& format) {
  GVC_t* context = graphviz_context();
  std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> graph(agmemread(dot.c_str()), agclose);
  if (!graph) throw InputError("graphviz: the DOT text was rejected");
  if (gvLayout(context, graph.get(), "dot") != 0) {
    throw InputError("graphviz: the dot layout failed (is the graphviz package installed?)");
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

}  // namespace kospec::explore
