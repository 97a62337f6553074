#pragma once
// A search sees only its stop flag, so it says "a stop request (Ctrl-C or SIGTERM)" whatever set
// it; the command that set a budget on the flag (--claim-seconds, --time-limit) knows which came
// and puts its name in place of those words: a signal is named only when a signal came.

#include <string>

namespace kospec::run {

/// `text` with every "a stop request" (and the words in brackets after it that name signals:
/// "(Ctrl-C or SIGTERM)", "(Ctrl-C)", "(SIGINT or SIGTERM)") replaced by `why`.
std::string named_stop(std::string text, const std::string& why);

}  // namespace kospec::run
