// libFuzzer target: the GNU Go regression file reader (tools/regress/regress_file.h). Any text
// parses into steps or throws InputError (a "#?" line without a command before it or without
// brackets, a regular expression that does not compile or is too long); every step keeps its
// line number within the text.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "spec/error.h"
#include "tools/regress/regress_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const regress::RegressFile file = regress::parse_regress_file(text, "fuzz.tst");
    const std::size_t lines =
        1 + static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    for (const regress::Step& step : file.steps) {
      if (step.line < 1 || step.line > lines) std::abort();
    }
  } catch (const InputError&) {
  }
  return 0;
}
