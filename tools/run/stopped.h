#pragma once
// The stop marker: what a search throws from deep in its recursion when a limit or a stop request
// ends it, caught where the run reports what it proved so far.

#include <string>

namespace kospec::run {

/// Thrown to unwind a stopped search.
struct Stopped {
  std::string by;  ///< what stopped it: "--max-nodes 1000", "a stop request (Ctrl-C)", ...
};

}  // namespace kospec::run
