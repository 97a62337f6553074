// libFuzzer target: a GTP command stream to kospec's referee (tools/gtp). Every line gets a
// response, well formed ("=" or "?", ended by an empty line), and nothing may throw out of
// Engine::execute. At most 64 commands per input, so that one input stays quick.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kospec;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  gtp::Engine engine(parse_ruleset("simple-ko", SelfCapture::Forbidden));
  std::size_t start = 0;
  for (int commands = 0; start <= text.size() && commands < 64 && !engine.quit_requested();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const auto command = gtp::parse_command(text.substr(start, end - start));
    start = end + 1;
    if (!command) continue;
    ++commands;
    const std::string response = engine.execute(*command);
    const bool well_formed = response.size() >= 3 && (response[0] == '=' || response[0] == '?') &&
                             response.compare(response.size() - 2, 2, "\n\n") == 0 &&
                             response.find("\n\n") == response.size() - 2;
    if (!well_formed) std::abort();
  }
  return 0;
}
