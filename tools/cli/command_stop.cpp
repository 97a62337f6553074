#include "tools/cli/command_stop.h"

#include "tools/run/number_text.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

CommandStop::CommandStop(double time_limit_seconds)
    : clock_(&run::install_stop_signals(), time_limit_seconds) {}

std::string CommandStop::why() const {
  if (!clock_.requested()) return "";
  return clock_.timed_out() ? "--time-limit " + run::seconds_text(clock_.seconds())
                            : "a stop signal";
}

}  // namespace kospec::cli
