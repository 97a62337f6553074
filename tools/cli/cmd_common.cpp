#include "tools/cli/cmd_common.h"

#include <map>

namespace kospec::cli {

void add_ruleset_options(CLI::App& command, Ruleset& ruleset) {
  const std::map<std::string, SelfCapture> choices{{"forbidden", SelfCapture::Forbidden},
                                                   {"multi", SelfCapture::MultiStone},
                                                   {"all", SelfCapture::All}};
  command
      .add_option("--suicide", ruleset.self_capture,
                  "self-capture (SUI): forbidden (default), multi (multi-stone only), all")
      ->transform(CLI::CheckedTransformer(choices))
      ->option_text("forbidden|multi|all");
}

std::string ruleset_text(const Ruleset& ruleset) {
  return ruleset.name + " rules, self-capture " + std::string(self_capture_name(ruleset.self_capture));
}

}  // namespace kospec::cli
