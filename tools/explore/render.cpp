#include "tools/explore/render.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <memory>

#include "spec/error.h"

namespace kospec::explore {

std::string render_dot(const std::string& dot, const std::string& format) {
  // Each call owns its Graphviz context (the library is not thread-safe and keeps no state of
  // ours between calls).
  std::unique_ptr<GVC_t, int (*)(GVC_t*)> context(gvContext(), gvFreeContext);
  if (!context) throw InputError("graphviz: cannot create a context");
  std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> graph(agmemread(dot.c_str()), agclose);
  if (!graph) throw InputError("graphviz: the DOT text was rejected");
  if (gvLayout(context.get(), graph.get(), "dot") != 0) {
    throw InputError("graphviz: the dot layout failed (is the graphviz package installed?)");
  }
  char* data = nullptr;
  unsigned int length = 0;
  const int status = gvRenderData(context.get(), graph.get(), format.c_str(), &data, &length);
  std::string bytes = status == 0 && data ? std::string(data, length) : std::string();
  if (data) gvFreeRenderData(data);
  gvFreeLayout(context.get(), graph.get());
  if (status != 0) throw InputError("graphviz: cannot render format '" + format + "'");
  return bytes;
}

}  // namespace kospec::explore
