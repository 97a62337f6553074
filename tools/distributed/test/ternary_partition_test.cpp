// The ternary codes' partition among ranks (tools/distributed/ternary_partition.h) is a
// bijection: every code has one owner and one index there, below the owner's count, and the code
// of that index is the code; the owners' counts add up to 3^n and differ by at most one.
#include <gtest/gtest.h>

#include <set>

#include "tools/distributed/ternary_partition.h"

namespace kospec::distributed {
namespace {

TEST(MPI_TernaryPartition, EveryCodeHasOneOwnerAndOneIndex) {
  for (int points : {1, 2, 5, 9}) {
    for (int ranks : {1, 2, 3, 4, 7}) {
      const TernaryPartition part(points, ranks);
      std::set<std::pair<int, std::uint64_t>> seen;
      std::uint64_t total = 0;
      for (int r = 0; r < ranks; ++r) total += part.owned(r);
      EXPECT_EQ(total, part.size());
      for (std::uint64_t code = 0; code < part.size(); ++code) {
        const int owner = part.owner(code);
        const std::uint64_t local = part.local(code);
        ASSERT_LT(local, part.owned(owner)) << points << " points, " << ranks << " ranks";
        ASSERT_EQ(part.code(owner, local), code);
        ASSERT_TRUE(seen.insert({owner, local}).second);
      }
    }
  }
}

TEST(MPI_TernaryPartition, TwentyPointCodesRoundTrip) {
  const TernaryPartition part(20, 4);  // 4x5: 3^20 codes, the largest board counted
  for (std::uint64_t code :
       {std::uint64_t{0}, std::uint64_t{1}, part.size() / 2, part.size() - 1}) {
    EXPECT_EQ(part.code(part.owner(code), part.local(code)), code);
  }
}

}  // namespace
}  // namespace kospec::distributed
