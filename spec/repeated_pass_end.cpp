#include "spec/repeated_pass_end.h"

#include "spec/spight.h"

namespace kospec {

Ruling judge_repeated_pass_end(const Move& move, std::optional<std::size_t> earlier_pass) {
  return judge_repeated_pass(RuleId::RPE, move, earlier_pass, "the game ends");
}

}  // namespace kospec
